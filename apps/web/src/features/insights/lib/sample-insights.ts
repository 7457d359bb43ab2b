import type { InsightsOverview } from '@waymark/shared/insights/contracts';
import { addDays, weekStart } from '@waymark/shared/journeys/dates';

/**
 * Invented figures for the preview people without Pro see (blurred, labelled "Sample data"):
 * a person with two journeys and a steady habit. Deterministic, so the preview never flickers.
 */
export function sampleInsights(today: string): InsightsOverview {
  const pattern = [0, 2, 1, 0, 3, 1, 0, 0, 1, 2, 0, 4, 1, 0];
  const heatmap = Array.from({ length: 365 }, (_, i) => ({
    date: addDays(today, -i),
    count: pattern[(i * 7 + Math.floor(i / 30)) % pattern.length] ?? 0,
  }))
    .filter((day) => day.count > 0)
    .reverse();
  const thisWeek = weekStart(today);
  const forecast = {
    verdict: 'behind' as const,
    perWeek: 2.5,
    remaining: 14,
    expected: addDays(today, 40),
    earliest: addDays(today, 33),
    latest: addDays(today, 49),
    daysLate: 12,
    extraPerWeek: 2,
  };
  const journey = {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Run a half marathon',
    category: 'fitness' as const,
    stepCount: 24,
    completedStepCount: 10,
    targetDate: addDays(today, 28),
    overdueSteps: 1,
    lastProgressOn: addDays(today, -1),
    target: null,
    forecast,
  };
  return {
    timeZone: 'UTC',
    today,
    streak: { current: 6, longest: 21, lastActiveOn: today },
    heatmap,
    weekly: Array.from({ length: 26 }, (_, i) => ({
      weekStart: addDays(thisWeek, (i - 25) * 7),
      count: [3, 5, 2, 6, 4, 7][i % 6] ?? 0,
    })),
    // Highest rate first, as the server sorts them.
    categories: [
      { category: 'learning', steps: 12, completed: 9, rate: 75 },
      { category: 'fitness', steps: 24, completed: 10, rate: 42 },
    ],
    weekdays: [9, 12, 7, 10, 6, 14, 4],
    hours: Array.from({ length: 24 }, (_, hour) => (hour >= 7 && hour <= 21 ? (hour % 5) + 1 : 0)),
    journeys: [
      journey,
      {
        ...journey,
        id: '00000000-0000-4000-8000-000000000002',
        title: 'Learn Spanish',
        category: 'learning',
        stepCount: 12,
        completedStepCount: 9,
        overdueSteps: 0,
        forecast: {
          ...forecast,
          verdict: 'onTrack',
          remaining: 3,
          daysLate: -9,
          extraPerWeek: 0,
          expected: addDays(today, 10),
          earliest: addDays(today, 8),
          latest: addDays(today, 14),
        },
      },
    ],
    atRisk: [],
    week: { weekStart: thisWeek, completed: 7, previous: 5, activeDays: 4, journeysMoved: 2 },
  };
}
