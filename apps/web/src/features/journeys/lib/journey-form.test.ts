import { describe, expect, it } from 'vitest';
import { journeyCreateSchema } from '@waymark/shared/journeys/journey-contracts';
import { emptyJourneyForm, toJourneyCreate } from '@/features/journeys/lib/journey-form';

describe('toJourneyCreate', () => {
  it('sends each step’s notes and due date (a blank date as none), without ids', () => {
    const create = toJourneyCreate({
      ...emptyJourneyForm('private'),
      title: 'Learn Japanese',
      steps: [
        { key: 'new-1', id: null, title: 'Kana', notes: 'Hiragana first', dueDate: '2026-12-24' },
        { key: 'new-2', id: null, title: 'Kanji', notes: '', dueDate: '' },
      ],
    });
    expect(create.steps).toEqual([
      { title: 'Kana', notes: 'Hiragana first', dueDate: '2026-12-24' },
      { title: 'Kanji', notes: '', dueDate: null },
    ]);
    expect(journeyCreateSchema.safeParse(create).success).toBe(true);
  });
});
