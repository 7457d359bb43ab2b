import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HabitInsight } from '@waymark/shared/insights/contracts';
import { HabitStreaks } from '@/features/insights/components/habit-streaks';
import { renderWithProviders } from '@/test/render';

// Dates follow the interface language alone.
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => ({ user: null }) }));

const habit: HabitInsight = {
  stepId: '33333333-3333-4333-8333-333333333333',
  journeyId: '11111111-1111-4111-8111-111111111111',
  journeyTitle: 'Be flexible',
  title: 'Stretch',
  schedule: { times: 1, per: 'day' },
  current: 5,
  best: 9,
  freezes: 1,
  periods: [
    { start: '2026-03-01', end: '2026-03-01', count: 1, required: 1, mark: 'met' },
    { start: '2026-03-02', end: '2026-03-02', count: 0, required: 1, mark: 'frozen' },
    { start: '2026-03-03', end: '2026-03-03', count: 0, required: 0, mark: 'paused' },
    { start: '2026-03-04', end: '2026-03-04', count: 0, required: 1, mark: 'missed' },
    { start: '2026-03-05', end: '2026-03-05', count: 0, required: 1, mark: 'open' },
  ],
};

describe('HabitStreaks', () => {
  it('names every period with its mark, and the streak, best and freezes', () => {
    renderWithProviders(<HabitStreaks habits={[habit]} />);
    expect(screen.getByText('Streak 5')).toBeInTheDocument();
    expect(screen.getByText('Best 9')).toBeInTheDocument();
    expect(screen.getByText('Freezes 1')).toBeInTheDocument();
    const strip = screen.getByRole('list', { name: 'Latest periods of Stretch' });
    const cells = within(strip).getAllByRole('img');
    expect(cells.map((cell) => cell.getAttribute('aria-label')?.split(': ')[1])).toEqual([
      'Met, 1 of 1',
      'Freeze used, 0 of 1',
      'Paused, 0 of 0',
      'Missed, 0 of 1',
      'In progress, 0 of 1',
    ]);
    const legend = screen.getByRole('group', { name: 'Legend' });
    for (const word of ['Met', 'Missed', 'Paused', 'Freeze used', 'In progress']) {
      expect(within(legend).getByText(word)).toBeInTheDocument();
    }
  });

  it('says how to start when there are no habits', () => {
    renderWithProviders(<HabitStreaks habits={[]} />);
    expect(screen.getByText(/No habits yet/)).toBeInTheDocument();
  });
});
