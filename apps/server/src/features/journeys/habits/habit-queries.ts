import { and, asc, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { journeyPauses, stepCheckins } from '@/db/tables/habits';

/**
 * The SQL of habits (issue 34): check-ins and pauses. Everything runs inside withUser, so
 * row-level security (drizzle/policies/step_checkins.sql, journey_pauses.sql) decides which
 * rows a caller sees and may write; the filters here say which of those are meant.
 */

export type CheckinRecord = typeof stepCheckins.$inferSelect;
export type PauseRecord = typeof journeyPauses.$inferSelect;

export async function insertCheckin(
  tx: AppTransaction,
  values: typeof stepCheckins.$inferInsert,
): Promise<CheckinRecord> {
  const [row] = await tx.insert(stepCheckins).values(values).returning();
  if (!row) throw new Error('Inserting a check-in returned no row');
  return row;
}

/** Deletes one check-in of the step; null when there is none the caller may delete. */
export async function deleteCheckinRow(
  tx: AppTransaction,
  stepId: string,
  checkinId: string,
): Promise<CheckinRecord | null> {
  const [row] = await tx
    .delete(stepCheckins)
    .where(and(eq(stepCheckins.id, checkinId), eq(stepCheckins.stepId, stepId)))
    .returning();
  return row ?? null;
}

/** Check-ins of one step between two days (both included), oldest first. */
export async function checkinsOfStep(
  tx: AppTransaction,
  stepId: string,
  from: string,
  until: string,
  limit: number,
): Promise<CheckinRecord[]> {
  return tx
    .select()
    .from(stepCheckins)
    .where(
      and(
        eq(stepCheckins.stepId, stepId),
        gte(stepCheckins.occurredOn, from),
        lte(stepCheckins.occurredOn, until),
      ),
    )
    .orderBy(asc(stepCheckins.occurredOn), asc(stepCheckins.createdAt))
    .limit(limit);
}

/** The dates of every check-in of the given steps: what their streaks are computed from. */
export async function checkinDatesOfSteps(
  tx: AppTransaction,
  stepIds: readonly string[],
): Promise<{ stepId: string; occurredOn: string }[]> {
  if (stepIds.length === 0) return [];
  return tx
    .select({ stepId: stepCheckins.stepId, occurredOn: stepCheckins.occurredOn })
    .from(stepCheckins)
    .where(inArray(stepCheckins.stepId, [...stepIds]));
}

export async function pausesOf(tx: AppTransaction, journeyId: string): Promise<PauseRecord[]> {
  return tx
    .select()
    .from(journeyPauses)
    .where(eq(journeyPauses.journeyId, journeyId))
    .orderBy(desc(journeyPauses.fromOn), desc(journeyPauses.createdAt));
}

/** The pauses of several journeys (insights), by journey. */
export async function pausesOfJourneys(
  tx: AppTransaction,
  journeyIds: readonly string[],
): Promise<PauseRecord[]> {
  if (journeyIds.length === 0) return [];
  return tx
    .select()
    .from(journeyPauses)
    .where(inArray(journeyPauses.journeyId, [...journeyIds]));
}

export async function countPauses(tx: AppTransaction, journeyId: string): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(journeyPauses)
    .where(eq(journeyPauses.journeyId, journeyId));
  return row?.total ?? 0;
}

export async function insertPause(
  tx: AppTransaction,
  values: typeof journeyPauses.$inferInsert,
): Promise<PauseRecord> {
  const [row] = await tx.insert(journeyPauses).values(values).returning();
  if (!row) throw new Error('Inserting a pause returned no row');
  return row;
}

/** Deletes one pause of the journey; false when there is none the caller may delete. */
export async function deletePauseRow(
  tx: AppTransaction,
  journeyId: string,
  pauseId: string,
): Promise<boolean> {
  const rows = await tx
    .delete(journeyPauses)
    .where(and(eq(journeyPauses.id, pauseId), eq(journeyPauses.journeyId, journeyId)))
    .returning({ id: journeyPauses.id });
  return rows.length > 0;
}
