import { and, asc, eq, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
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
import type { AppDatabase, AppTransaction } from '@/db/client';
import { withUser } from '@/db/with-user';
import { presentStep, recentActiveJourneys } from '@/capabilities/journey-cards/recent';
import { journeys, journeySteps } from '@/db/tables/journeys';
import { projects } from '@/db/tables/projects';
import { userSettings } from '@/db/tables/settings';

async function timeZoneOf(tx: AppTransaction, userId: string): Promise<string> {
  const [row] = await tx
    .select({ timeZone: userSettings.timeZone })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  // "Automatic" follows the browser, which the server does not know: UTC stands in.
  return row?.timeZone && isTimeZone(row.timeZone) ? row.timeZone : 'UTC';
}

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
  return withUser(db, userId, async (tx) => {
    const timeZone = await timeZoneOf(tx, userId);
    const today = localDate(now, timeZone);
    const live = and(eq(journeys.ownerId, userId), isNull(journeys.deletedAt));

    const activeJourneys = await recentActiveJourneys(tx, userId, 6);

    const due = await tx
      .select({ step: journeySteps, journeyId: journeys.id, journeyTitle: journeys.title })
      .from(journeySteps)
      .innerJoin(journeys, eq(journeys.id, journeySteps.journeyId))
      .where(
        and(
          eq(journeySteps.ownerId, userId),
          isNull(journeySteps.completedAt),
          isNotNull(journeySteps.dueDate),
          lte(journeySteps.dueDate, addDays(today, DUE_SOON_DAYS)),
          live,
          ne(journeys.status, 'archived'),
        ),
      )
      .orderBy(asc(journeySteps.dueDate), asc(journeySteps.position))
      .limit(20);

    const completions = (
      await tx
        .select({ at: journeySteps.completedAt })
        .from(journeySteps)
        .where(and(eq(journeySteps.ownerId, userId), isNotNull(journeySteps.completedAt)))
    ).map((row) => row.at!);

    const grouped = await tx
      .select({
        status: journeys.status,
        category: journeys.category,
        count: sql<number>`count(*)::int`,
      })
      .from(journeys)
      .where(live)
      .groupBy(journeys.status, journeys.category);
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

    const [projectCount] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(projects)
      .where(eq(projects.ownerId, userId));

    return {
      timeZone,
      today,
      activeJourneys,
      dueSoon: due.map((row) => ({
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
        projects: projectCount?.count ?? 0,
        completedSteps: completions.length,
      },
    };
  });
}
