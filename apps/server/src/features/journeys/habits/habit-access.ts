import type { AppTransaction } from '@/db/client';
import type { JourneyRecord, StepRecord } from '@/capabilities/journey-cards/presenter';
import { stepNotFound } from '@/features/journeys/errors';
import { lockForEdit, readJourney } from '@/features/journeys/journey-access';
import { findStep } from '@/features/journeys/step-queries';

/**
 * The journey a caller adds a check-in or pause to, locked: its owner or an editor of a
 * shared journey (issue 34; the policies' "who may write" clause says the same). A viewer is
 * refused (403); anyone else, follower or stranger, gets the same 404 as for an unknown
 * journey, as step writes answer.
 */
export async function journeyForHabitWrite(
  tx: AppTransaction,
  journeyId: string,
): Promise<JourneyRecord> {
  return lockForEdit(tx, journeyId);
}

/** A journey the viewer may see (RLS), or 404: who may read its check-ins and pauses. */
export async function journeyForHabitRead(tx: AppTransaction, journeyId: string): Promise<void> {
  await readJourney(tx, journeyId);
}

/** A step of that journey, or 404 (a step of another journey is not found here). */
export async function stepOfJourney(
  tx: AppTransaction,
  journeyId: string,
  stepId: string,
): Promise<StepRecord> {
  const step = await findStep(tx, stepId);
  if (!step || step.journeyId !== journeyId) throw stepNotFound();
  return step;
}
