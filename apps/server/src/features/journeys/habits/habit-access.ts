import type { AppTransaction } from '@/db/client';
import type { JourneyRecord, StepRecord } from '@/capabilities/journey-cards/presenter';
import { journeyNotFound, stepNotFound } from '@/features/journeys/errors';
import { readJourney } from '@/features/journeys/journey-access';
import { lockOwnJourney } from '@/features/journeys/journey-queries';
import { findStep } from '@/features/journeys/step-queries';

/**
 * The journey a caller adds a check-in or pause to, locked: for now its owner alone (the
 * policies' "who may write" clause says the same). Widening habits to a journey's editors is
 * this function and that clause. Anyone else, follower or stranger, gets the same 404 as for
 * an unknown journey, as step writes answer.
 */
export async function journeyForHabitWrite(
  tx: AppTransaction,
  journeyId: string,
  userId: string,
): Promise<JourneyRecord> {
  const journey = await lockOwnJourney(tx, journeyId, userId);
  if (!journey) throw journeyNotFound();
  return journey;
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
