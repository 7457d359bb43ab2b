import { eq } from 'drizzle-orm';
import type { JourneyStatus } from '@waymark/shared/journeys/contracts';
import { statusAfterStepChange } from '@waymark/shared/journeys/status';
import type { AppTransaction } from '@/db/client';
import { recordJourneyEvent } from '@/features/activities/record';
import type { JourneyRecord } from '@/features/journeys/presenter';
import { countSteps } from '@/features/journeys/queries';
import { journeys } from '@/features/journeys/schema';

/**
 * Recounts the journey's steps into step_count / completed_step_count and moves its status
 * (statusAfterStepChange), inside the write's transaction and under the journey's row lock,
 * so concurrent ticks never lose a count. A journey that becomes completed gets its
 * activity row here. Recounting rather than adding ±1 keeps the counters self-healing.
 */
export async function recountJourney(
  tx: AppTransaction,
  journey: JourneyRecord,
  actorId: string,
): Promise<void> {
  const { total, done } = await countSteps(tx, journey.id);
  const previous = journey.status as JourneyStatus;
  const status = statusAfterStepChange(previous, total, done);
  await tx
    .update(journeys)
    .set({
      stepCount: total,
      completedStepCount: done,
      status,
      ...(status === 'completed' && previous !== 'completed' && { completedAt: new Date() }),
      ...(status !== 'completed' && previous === 'completed' && { completedAt: null }),
    })
    .where(eq(journeys.id, journey.id));
  if (status === 'completed' && previous !== 'completed') {
    await recordJourneyEvent(tx, actorId, 'journey.completed', journey);
  }
}
