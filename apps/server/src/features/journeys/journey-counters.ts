import type { JourneyStatus } from '@waymark/shared/journeys/common-contracts';
import { nextJourneyStatus, type JourneyStatusOutcome } from '@waymark/shared/journeys/status';
import type { AppTransaction } from '@/db/client';
import { recordJourneyEvent } from '@/capabilities/activities/service';
import { creditJourney, takeBackPoints } from '@/capabilities/points/service';
import type { JourneyRecord } from '@/capabilities/journey-cards/presenter';
import { notifyJourneyCompleted } from '@/features/journeys/journey-notifications';
import { updateJourneyRow } from '@/features/journeys/journey-queries';
import { countSteps } from '@/features/journeys/step-queries';
import { emitJourneyWebhook } from '@/capabilities/webhook-outbox/events';

/** The status columns a status outcome writes: completed_at follows completed in and out. */
export function statusColumns(outcome: JourneyStatusOutcome) {
  return {
    status: outcome.status,
    ...(outcome.completes && { completedAt: new Date() }),
    ...(outcome.reopens && { completedAt: null }),
  };
}

/**
 * Recounts the journey's steps into step_count / completed_step_count and moves its status
 * (nextJourneyStatus), inside the write's transaction and under the journey's row lock,
 * so concurrent ticks never lose a count. A journey that becomes completed gets its
 * activity row and its points here (a reopened one gives its points back). Recounting rather
 * than adding ±1 keeps the counters self-healing.
 */
export async function recountJourney(
  tx: AppTransaction,
  journey: JourneyRecord,
  actorId: string,
): Promise<void> {
  const steps = await countSteps(tx, journey.id);
  const outcome = nextJourneyStatus({ previous: journey.status as JourneyStatus, steps });
  const updated = await updateJourneyRow(tx, journey.id, {
    stepCount: steps.total,
    completedStepCount: steps.done,
    ...statusColumns(outcome),
  });
  if (outcome.completes) {
    await recordJourneyEvent(tx, actorId, 'journey.completed', journey);
    await emitJourneyWebhook(tx, actorId, 'journey.completed', updated ?? journey);
    await creditJourney(tx, actorId, journey);
    await notifyJourneyCompleted(tx, actorId, journey);
  }
  if (outcome.reopens) await takeBackPoints(tx, actorId, journey.id);
}
