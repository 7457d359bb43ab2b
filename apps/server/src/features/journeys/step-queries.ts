import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { compiledSelect } from '@/db/compiled-query';
import type { StepRecord } from '@/capabilities/journey-cards/presenter';
import { journeySteps } from '@/db/tables/journeys';

export type NewStepRow = typeof journeySteps.$inferInsert;
export type StepFields = Partial<
  Pick<
    StepRecord,
    | 'title'
    | 'notes'
    | 'dueDate'
    | 'position'
    | 'completedAt'
    | 'completedBy'
    | 'scheduleTimes'
    | 'schedulePer'
  >
>;

const journeyStepsInOrder = compiledSelect<{ journeyId: string }>()((tx, p) =>
  tx
    .select()
    .from(journeySteps)
    .where(eq(journeySteps.journeyId, p.journeyId))
    .orderBy(asc(journeySteps.position)),
);

export async function stepsOf(tx: AppTransaction, journeyId: string): Promise<StepRecord[]> {
  return journeyStepsInOrder(tx, { journeyId });
}

export async function countSteps(tx: AppTransaction, journeyId: string) {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      done: sql<number>`count(${journeySteps.completedAt})::int`,
    })
    .from(journeySteps)
    .where(eq(journeySteps.journeyId, journeyId));
  return { total: row?.total ?? 0, done: row?.done ?? 0 };
}

export async function findStep(tx: AppTransaction, stepId: string): Promise<StepRecord | null> {
  const [step] = await tx.select().from(journeySteps).where(eq(journeySteps.id, stepId));
  return step ?? null;
}

/** The journey of a step the caller may see (RLS), or null: an unseen step is "not found". */
export async function journeyIdOfVisibleStep(
  tx: AppTransaction,
  stepId: string,
): Promise<string | null> {
  const [found] = await tx
    .select({ journeyId: journeySteps.journeyId })
    .from(journeySteps)
    .where(eq(journeySteps.id, stepId));
  return found?.journeyId ?? null;
}

export async function insertSteps(
  tx: AppTransaction,
  steps: readonly NewStepRow[],
): Promise<StepRecord[]> {
  if (steps.length === 0) return [];
  return tx
    .insert(journeySteps)
    .values([...steps])
    .returning();
}

/** The given fields and a version bump; null when the step is gone. */
export async function updateStepRow(
  tx: AppTransaction,
  stepId: string,
  fields: StepFields,
): Promise<StepRecord | null> {
  const [updated] = await tx
    .update(journeySteps)
    .set({ ...fields, version: sql`${journeySteps.version} + 1` })
    .where(eq(journeySteps.id, stepId))
    .returning();
  return updated ?? null;
}

export async function deleteStepsById(tx: AppTransaction, stepIds: readonly string[]) {
  if (stepIds.length === 0) return;
  await tx.delete(journeySteps).where(inArray(journeySteps.id, [...stepIds]));
}

/**
 * Positions pass through each other while steps move: (journey_id, position) stays unique at
 * the commit, which is when a deferred constraint is checked.
 */
export async function deferStepPositions(tx: AppTransaction) {
  await tx.execute(sql`set constraints journey_steps_journey_position_key deferred`);
}

/** Makes room at `position`: one statement, so the deferrable unique is checked at its end. */
export async function shiftStepsFrom(tx: AppTransaction, journeyId: string, position: number) {
  await tx
    .update(journeySteps)
    .set({ position: sql`${journeySteps.position} + 1` })
    .where(and(eq(journeySteps.journeyId, journeyId), gte(journeySteps.position, position)));
}

/** Closes the gap a deleted step left at `position`. */
export async function closeStepGap(tx: AppTransaction, journeyId: string, position: number) {
  await tx
    .update(journeySteps)
    .set({ position: sql`${journeySteps.position} - 1` })
    .where(and(eq(journeySteps.journeyId, journeyId), gt(journeySteps.position, position)));
}

/** Every step of the journey renumbered 0…n-1 in the order of `stepIds`, in one statement. */
export async function renumberSteps(
  tx: AppTransaction,
  journeyId: string,
  stepIds: readonly string[],
) {
  if (stepIds.length === 0) return;
  const ids = sql.join(
    stepIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`
    update journey_steps s set position = o.ordinality - 1
    from unnest(array[${ids}]) with ordinality as o(id, ordinality)
    where s.id = o.id and s.journey_id = ${journeyId}::uuid`);
}
