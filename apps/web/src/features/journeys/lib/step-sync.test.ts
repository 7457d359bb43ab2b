import { describe, expect, it } from 'vitest';
import type { Step } from '@waymark/shared/journeys/contracts';
import { finalOrder, planStepSync } from '@/features/journeys/lib/step-sync';

function step(id: string, title: string, position: number): Step {
  return {
    id,
    journeyId: 'j',
    position,
    title,
    notes: '',
    dueDate: null,
    completedAt: null,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const saved = [step('a', 'Pack', 0), step('b', 'Fly', 1), step('c', 'Walk', 2)];

describe('planStepSync', () => {
  it('deletes removed steps, renames changed ones and creates new ones', () => {
    const plan = planStepSync(saved, [
      { key: 'a', id: 'a', title: 'Pack light' },
      { key: 'new-1', id: null, title: ' Rest ' },
      { key: 'c', id: 'c', title: 'Walk' },
    ]);
    expect(plan).toEqual({
      deleted: ['b'],
      renamed: [{ id: 'a', title: 'Pack light' }],
      created: [{ key: 'new-1', title: 'Rest' }],
    });
  });

  it('plans nothing when nothing changed', () => {
    const drafts = saved.map((s) => ({ key: s.id, id: s.id, title: s.title }));
    expect(planStepSync(saved, drafts)).toEqual({ deleted: [], renamed: [], created: [] });
  });
});

describe('finalOrder', () => {
  it('is null when new steps were added at the end', () => {
    const drafts = [
      { key: 'a', id: 'a', title: 'Pack' },
      { key: 'n', id: null, title: 'New' },
    ];
    expect(finalOrder(saved, drafts, new Map([['n', 'x']]))).toBeNull();
  });

  it('gives the whole order when steps were moved or a new one sits in between', () => {
    const drafts = [
      { key: 'c', id: 'c', title: 'Walk' },
      { key: 'n', id: null, title: 'New' },
      { key: 'a', id: 'a', title: 'Pack' },
    ];
    expect(finalOrder(saved, drafts, new Map([['n', 'x']]))).toEqual(['c', 'x', 'a']);
  });
});
