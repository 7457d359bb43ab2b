import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@waymark/shared/journeys/dashboard-contracts';
import { categoryData, statusData, weeklyData } from '@/features/dashboard/lib/chart-data';
import { i18n } from '@/i18n/setup';

const dashboard = {
  timeZone: 'UTC',
  today: '2026-11-22',
  activeJourneys: [],
  dueSoon: [],
  streak: { current: 2, longest: 5, lastActiveOn: '2026-11-22' },
  weeklyCompleted: [
    { weekStart: '2026-11-09', count: 1 },
    { weekStart: '2026-11-16', count: 4 },
  ],
  journeysByStatus: { planned: 1, active: 3, completed: 0, archived: 0 },
  journeysByCategory: { travel: 1, learning: 3 },
  totals: { journeys: 4, projects: 1, completedSteps: 5 },
} as unknown as Dashboard;

describe('dashboard chart data', () => {
  it('keeps the weeks in order with their counts', () => {
    expect(weeklyData(dashboard, (week) => `w${week}`)).toEqual([
      { key: '2026-11-09', label: 'w2026-11-09', value: 1 },
      { key: '2026-11-16', label: 'w2026-11-16', value: 4 },
    ]);
  });

  it('lists every status, with named labels and zeros', () => {
    expect(statusData(i18n.t, dashboard).map((d) => [d.label, d.value])).toEqual([
      ['Planned', 1],
      ['Active', 3],
      ['Completed', 0],
      ['Archived', 0],
    ]);
  });

  it('lists only used categories, the most used first', () => {
    expect(categoryData(i18n.t, dashboard).map((d) => d.key)).toEqual(['learning', 'travel']);
  });
});
