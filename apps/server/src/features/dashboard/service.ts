import {
  DASHBOARD_WEEKS,
  DUE_SOON_DAYS,
  journeyCategories,
  journeyStatuses,
  type JourneyCategory,
  type JourneyStatus,
} from '@waymark/shared/journeys/common-contracts';
import type { Dashboard } from '@waymark/shared/journeys/dashboard-contracts';
import { addDays, localDate, weekStart } from '@waymark/shared/journeys/dates';
import { computeStreak } from '@waymark/shared/journeys/streak';
import { isTimeZone } from '@waymark/shared/settings';
import type { AppDatabase } from '@/db/client';
import { readOnly, withUser } from '@/db/with-user';
import { presentStep, recentActiveJourneys } from '@/capabilities/journey-cards/recent';
import * as queries from '@/features/dashboard/queries';

/** The most due steps the dashboard lists. */
const DUE_SOON_LIMIT = 20;

/** Steps completed per week (Monday starts, in the person's zone), oldest week first. */
export function weeklyCounts(
  completions: readonly Date[],
  timeZone: string,
  today: string,
  weeks = DASHBOARD_WEEKS,
) {
  const thisWeek = weekStart(today);
  const starts = Array.from({ length: weeks }, (_, i) => addDays(thisWeek, (i - weeks + 1) * 7));
  const counts = new Map(starts.map((start) => [start, 0]));
  for (const instant of completions) {
    const start = weekStart(localDate(instant, timeZone));
    const count = counts.get(start);
    if (count !== undefined) counts.set(start, count + 1);
  }
  return starts.map((start) => ({ weekStart: start, count: counts.get(start) ?? 0 }));
}

/**
 * GET /api/dashboard: everything the dashboard shows, in one transaction. Completion
 * instants are turned into local days with Intl (computeStreak), so the streak and the
 * weekly chart follow the person's own calendar across DST changes.
 */
export async function getDashboard(
  db: AppDatabase,
  userId: string,
  now = new Date(),
): Promise<Dashboard> {
  return withUser(
    db,
    userId,
    async (tx) => {
      // Asked together: on a server one round trip (pipelined). The due steps are read up to a
      // day past the latest "today" any zone has, and cut to the person's own below.
      const owner = { userId };
      const [settings, activeJourneys, due, completionRows, grouped, [projects]] =
        await Promise.all([
          queries.timeZoneSetting(tx, owner),
          recentActiveJourneys(tx, userId, 6),
          queries.dueSteps(tx, {
            userId,
            until: addDays(localDate(now, 'UTC'), DUE_SOON_DAYS + 1),
            limit: DUE_SOON_LIMIT,
          }),
          queries.completionInstants(tx, owner),
          queries.journeyCounts(tx, owner),
          queries.projectCount(tx, owner),
        ]);
      const zone = settings[0]?.timeZone;
      // "Automatic" follows the browser, which the server does not know: UTC stands in.
      const timeZone = zone && isTimeZone(zone) ? zone : 'UTC';
      const today = localDate(now, timeZone);
      const dueUntil = addDays(today, DUE_SOON_DAYS);
      const completions = completionRows.map((row) => row.at!);
      const byStatus = Object.fromEntries(journeyStatuses.map((s) => [s, 0])) as Record<
        JourneyStatus,
        number
      >;
      const byCategory = Object.fromEntries(journeyCategories.map((c) => [c, 0])) as Record<
        JourneyCategory,
        number
      >;
      for (const row of grouped) {
        byStatus[row.status as JourneyStatus] += row.count;
        byCategory[row.category as JourneyCategory] += row.count;
      }

      return {
        timeZone,
        today,
        activeJourneys,
        dueSoon: due
          .filter((row) => row.step.dueDate! <= dueUntil)
          .map((row) => ({
            step: presentStep(row.step),
            journey: { id: row.journeyId, title: row.journeyTitle },
            overdue: row.step.dueDate! < today,
          })),
        streak: computeStreak(completions, timeZone, now),
        weeklyCompleted: weeklyCounts(completions, timeZone, today),
        journeysByStatus: byStatus,
        journeysByCategory: byCategory,
        totals: {
          journeys: Object.values(byStatus).reduce((a, b) => a + b, 0),
          projects: projects?.count ?? 0,
          completedSteps: completions.length,
        },
      };
    },
    readOnly,
  );
}
