import { eq } from 'drizzle-orm';
import type { Journey, JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import type { AppTransaction } from '@/db/client';
import { journeyNotFound, staleVersion } from '@/features/journeys/errors';
import { selectJourneys } from '@/capabilities/journey-cards/queries';
import { findVisibleJourney, lockOwnJourney } from '@/features/journeys/journey-queries';
import { presentStepsWithHabits, todayOf } from '@/features/journeys/habits/habit-state';
import {
  presentJourney,
  type JourneyRecord,
  type JourneyRow,
  type StepRecord,
} from '@/capabilities/journey-cards/presenter';
import { journeys } from '@/db/tables/journeys';
import { stepsOf } from '@/features/journeys/step-queries';
import { projectSummary } from '@/capabilities/project-lookup/service';

/** A live journey the viewer may see, or 404 (foreign and invisible ids answer alike). */
export async function readJourney(tx: AppTransaction, id: string): Promise<JourneyRow> {
  const row = await findVisibleJourney(tx, id);
  if (!row) throw journeyNotFound();
  return row;
}

/** One of the caller's live journeys, locked, at the version the caller last saw. */
export async function lockForChange(
  tx: AppTransaction,
  id: string,
  userId: string,
  version?: number,
): Promise<JourneyRecord> {
  const journey = await lockOwnJourney(tx, id, userId);
  if (!journey) throw journeyNotFound();
  if (version !== undefined && version !== journey.version) throw staleVersion('journey');
  return journey;
}

/** The journey page: the journey, its steps and what the viewer may see of its project. */
export async function detailOf(
  tx: AppTransaction,
  row: JourneyRow,
  viewerId: string | null,
  read?: { steps: StepRecord[] },
): Promise<JourneyDetail> {
  const steps = read?.steps ?? (await stepsOf(tx, row.journey.id));
  const project = row.journey.projectId ? await projectSummary(tx, row.journey.projectId) : null;
  const today = await todayOf(tx, viewerId);
  return {
    ...presentJourney(row, viewerId),
    steps: await presentStepsWithHabits(tx, row.journey.id, steps, today),
    project,
  };
}

/** Re-reads a journey the caller just wrote, with the owner's profile. */
export async function presentOwn(
  tx: AppTransaction,
  id: string,
  viewerId: string,
): Promise<Journey> {
  const [row] = await selectJourneys(tx).where(eq(journeys.id, id));
  if (!row) throw journeyNotFound();
  return presentJourney(row, viewerId);
}
