import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { activities } from '@/db/tables/activities';

/** The actor's latest step.completed event on this journey newer than `since`, locked. */
export async function findOpenStepGroup(
  tx: AppTransaction,
  actorId: string,
  journeyId: string,
  since: Date,
) {
  const [row] = await tx
    .select({ id: activities.id, data: activities.data })
    .from(activities)
    .where(
      and(
        eq(activities.actorId, actorId),
        eq(activities.verb, 'step.completed'),
        eq(activities.journeyId, journeyId),
        gt(activities.createdAt, since),
      ),
    )
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Grows a step group: moved to now (the timeline stays chronological), with new facts. */
export async function growStepGroup(
  tx: AppTransaction,
  id: string,
  visibility: string,
  data: Record<string, unknown>,
): Promise<void> {
  await tx
    .update(activities)
    .set({ data, visibility, createdAt: sql`now()` })
    .where(eq(activities.id, id));
}
