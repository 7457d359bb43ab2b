import { and, asc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { journeyEntries } from '@/db/tables/journey-entries';
import { journeys, journeySteps } from '@/db/tables/journeys';
import { insightPreferences } from '@/db/tables/insights';
import { journeyPauses, stepCheckins } from '@/db/tables/habits';

/**
 * The SQL of insights (issue 19). Every query runs inside withUser, so row-level security
 * limits it to the caller's own journeys even where a filter says owner_id as well (the
 * owner filter is there for the indexes). Time zones are validated names (isTimeZone) passed
 * as parameters; PostgreSQL turns instants into local days and hours with them.
 */

const liveOwned = (userId: string) => and(eq(journeys.ownerId, userId), isNull(journeys.deletedAt));
const localInstant = (timeZone: string) =>
  sql`(${journeySteps.completedAt} at time zone ${timeZone})`;

/** Completed steps per local day since `from` (an instant), days without any left out. */
export async function completionsByDay(
  tx: AppTransaction,
  userId: string,
  timeZone: string,
  from: Date,
): Promise<{ date: string; count: number }[]> {
  const day = sql<string>`to_char(${localInstant(timeZone)}, 'YYYY-MM-DD')`;
  return (
    tx
      .select({ date: day, count: sql<number>`count(*)::int` })
      .from(journeySteps)
      .innerJoin(journeys, eq(journeys.id, journeySteps.journeyId))
      .where(
        and(
          eq(journeySteps.ownerId, userId),
          sql`${journeySteps.completedAt} >= ${from.toISOString()}`,
          liveOwned(userId),
        ),
      )
      // By position: the zone is a parameter, so the same expression written twice would be
      // two different parameters to PostgreSQL and not match the select list.
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}

/** Completed steps by ISO weekday (1 = Monday) and by local hour, over all time. */
export async function completionsByWeekdayAndHour(
  tx: AppTransaction,
  userId: string,
  timeZone: string,
): Promise<{ weekday: number; hour: number; count: number }[]> {
  const weekday = sql<number>`extract(isodow from ${localInstant(timeZone)})::int`;
  const hour = sql<number>`extract(hour from ${localInstant(timeZone)})::int`;
  return tx
    .select({ weekday, hour, count: sql<number>`count(*)::int` })
    .from(journeySteps)
    .innerJoin(journeys, eq(journeys.id, journeySteps.journeyId))
    .where(
      and(eq(journeySteps.ownerId, userId), isNotNull(journeySteps.completedAt), liveOwned(userId)),
    )
    .groupBy(sql`1`, sql`2`);
}

/** Steps and completed steps per category of the live journeys. */
export async function stepsByCategory(
  tx: AppTransaction,
  userId: string,
): Promise<{ category: string; steps: number; completed: number }[]> {
  return tx
    .select({
      category: journeys.category,
      steps: sql<number>`coalesce(sum(${journeys.stepCount}), 0)::int`,
      completed: sql<number>`coalesce(sum(${journeys.completedStepCount}), 0)::int`,
    })
    .from(journeys)
    .where(liveOwned(userId))
    .groupBy(journeys.category);
}

export interface JourneyFacts {
  id: string;
  title: string;
  category: string;
  status: string;
  stepCount: number;
  completedStepCount: number;
  startDate: string | null;
  targetDate: string | null;
  targetValue: number | null;
  targetUnit: string | null;
  targetLogged: number;
  createdAt: Date;
  overdueSteps: number;
}

/** The live journeys that are not archived, with their open steps due before `today`. */
export async function journeyFacts(
  tx: AppTransaction,
  userId: string,
  today: string,
  journeyId?: string,
): Promise<JourneyFacts[]> {
  const overdue = sql<number>`(
    select count(*)::int from ${journeySteps} s
    where s.journey_id = "journeys"."id" and s.completed_at is null and s.due_date < ${today}
  )`;
  return tx
    .select({
      id: journeys.id,
      title: journeys.title,
      category: journeys.category,
      status: journeys.status,
      stepCount: journeys.stepCount,
      completedStepCount: journeys.completedStepCount,
      startDate: journeys.startDate,
      targetDate: journeys.targetDate,
      targetValue: journeys.targetValue,
      targetUnit: journeys.targetUnit,
      targetLogged: journeys.targetLogged,
      createdAt: journeys.createdAt,
      overdueSteps: overdue,
    })
    .from(journeys)
    .where(
      and(
        liveOwned(userId),
        ne(journeys.status, 'archived'),
        journeyId ? eq(journeys.id, journeyId) : undefined,
      ),
    )
    .orderBy(asc(journeys.createdAt));
}

/** Completion instants of the caller's live journeys (or one of them), oldest first. */
export async function completionInstants(
  tx: AppTransaction,
  userId: string,
  journeyId?: string,
): Promise<{ journeyId: string; at: Date }[]> {
  const rows = await tx
    .select({ journeyId: journeySteps.journeyId, at: journeySteps.completedAt })
    .from(journeySteps)
    .innerJoin(journeys, eq(journeys.id, journeySteps.journeyId))
    .where(
      and(
        eq(journeySteps.ownerId, userId),
        isNotNull(journeySteps.completedAt),
        liveOwned(userId),
        journeyId ? eq(journeySteps.journeyId, journeyId) : undefined,
      ),
    )
    .orderBy(asc(journeySteps.completedAt));
  return rows.map((row) => ({ journeyId: row.journeyId, at: row.at! }));
}

/**
 * Entries logged toward the targets of the caller's live journeys (or one of them), oldest day
 * first: what the forecast of a journey with a target measures (issue 34).
 */
export async function targetEntries(
  tx: AppTransaction,
  userId: string,
  journeyId?: string,
): Promise<{ journeyId: string; occurredOn: string; amount: number }[]> {
  const rows = await tx
    .select({
      journeyId: journeyEntries.journeyId,
      occurredOn: journeyEntries.occurredOn,
      amount: journeyEntries.amount,
    })
    .from(journeyEntries)
    .innerJoin(journeys, eq(journeys.id, journeyEntries.journeyId))
    .where(
      and(
        liveOwned(userId),
        isNotNull(journeys.targetValue),
        journeyId ? eq(journeyEntries.journeyId, journeyId) : undefined,
      ),
    )
    .orderBy(asc(journeyEntries.occurredOn));
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

/** The open steps of one journey due before `today`, soonest first. */
export async function overdueSteps(
  tx: AppTransaction,
  journeyId: string,
  today: string,
): Promise<{ id: string; title: string; dueDate: string }[]> {
  const rows = await tx
    .select({ id: journeySteps.id, title: journeySteps.title, dueDate: journeySteps.dueDate })
    .from(journeySteps)
    .where(
      and(
        eq(journeySteps.journeyId, journeyId),
        isNull(journeySteps.completedAt),
        lt(journeySteps.dueDate, today),
      ),
    )
    .orderBy(asc(journeySteps.dueDate), asc(journeySteps.position))
    .limit(50);
  return rows.map((row) => ({ ...row, dueDate: row.dueDate! }));
}

export async function readPreferences(tx: AppTransaction, userId: string) {
  const [row] = await tx
    .select({ weeklyEmail: insightPreferences.weeklyEmail })
    .from(insightPreferences)
    .where(eq(insightPreferences.userId, userId));
  return { weeklyEmail: row?.weeklyEmail ?? false };
}

export async function savePreferences(tx: AppTransaction, userId: string, weeklyEmail: boolean) {
  await tx
    .insert(insightPreferences)
    .values({ userId, weeklyEmail })
    .onConflictDoUpdate({
      target: insightPreferences.userId,
      set: { weeklyEmail, updatedAt: sql`now()` },
    });
}

/**
 * The weekly mail's job, on the privileged connection (no person is calling): who asked for
 * the mail and has not had this week's.
 */
export async function dueWeeklySummaries(db: AppDatabase, week: string, limit = 200) {
  return db
    .select({ userId: insightPreferences.userId })
    .from(insightPreferences)
    .where(
      and(
        eq(insightPreferences.weeklyEmail, true),
        or(isNull(insightPreferences.lastMailedWeek), lt(insightPreferences.lastMailedWeek, week)),
      ),
    )
    .limit(limit);
}

/** Claims this week's mail for a person, once: a second runner finds it taken. */
export async function claimWeeklySummary(db: AppDatabase, userId: string, week: string) {
  const claimed = await db
    .update(insightPreferences)
    .set({ lastMailedWeek: week })
    .where(
      and(
        eq(insightPreferences.userId, userId),
        or(isNull(insightPreferences.lastMailedWeek), lt(insightPreferences.lastMailedWeek, week)),
      ),
    )
    .returning({ userId: insightPreferences.userId });
  return claimed.length > 0;
}

/** Gives a claimed week back after a failed send, so the next run tries again. */
export async function releaseWeeklySummary(
  db: AppDatabase,
  userId: string,
  previous: string | null,
) {
  await db
    .update(insightPreferences)
    .set({ lastMailedWeek: previous })
    .where(eq(insightPreferences.userId, userId));
}

/** Recurring steps (habits, issue 34) of the caller's live journeys that are not archived. */
export async function recurringSteps(tx: AppTransaction, userId: string) {
  return tx
    .select({
      stepId: journeySteps.id,
      title: journeySteps.title,
      journeyId: journeys.id,
      journeyTitle: journeys.title,
      times: journeySteps.scheduleTimes,
      per: journeySteps.schedulePer,
    })
    .from(journeySteps)
    .innerJoin(journeys, eq(journeys.id, journeySteps.journeyId))
    .where(
      and(
        liveOwned(userId),
        ne(journeys.status, 'archived'),
        isNotNull(journeySteps.scheduleTimes),
        isNotNull(journeySteps.schedulePer),
      ),
    )
    .orderBy(asc(journeys.createdAt), asc(journeySteps.position));
}

/** The dates of every check-in of the given steps. */
export async function checkinDates(tx: AppTransaction, stepIds: readonly string[]) {
  if (stepIds.length === 0) return [];
  return tx
    .select({ stepId: stepCheckins.stepId, occurredOn: stepCheckins.occurredOn })
    .from(stepCheckins)
    .where(inArray(stepCheckins.stepId, [...stepIds]));
}

/** The pauses of the given journeys: paused days leave streaks and the forecast alone. */
export async function journeyPauseRanges(tx: AppTransaction, journeyIds: readonly string[]) {
  if (journeyIds.length === 0) return [];
  return tx
    .select({
      journeyId: journeyPauses.journeyId,
      from: journeyPauses.fromOn,
      until: journeyPauses.untilOn,
    })
    .from(journeyPauses)
    .where(inArray(journeyPauses.journeyId, [...journeyIds]));
}
