import { eq } from 'drizzle-orm';
import type { Journey, JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import type { AppTransaction } from '@/db/client';
import type { AppError } from '@/errors';
import {
  journeyNotFound,
  ownerOnly,
  staleVersion,
  viewerRefused,
} from '@/features/journeys/errors';
import { selectJourneys } from '@/capabilities/journey-cards/queries';
import {
  findVisibleJourney,
  journeyRoleOf,
  lockEditableJourney,
  lockOwnJourney,
} from '@/features/journeys/journey-queries';
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
  if (!journey) throw await refusal(tx, id, { ownerOnly: true });
  if (version !== undefined && version !== journey.version) throw staleVersion('journey');
  return journey;
}

/**
 * A live journey whose content the caller may change (its owner or an editor of a shared
 * journey), locked; a viewer is refused (403), anyone else does not learn it exists (404).
 */
export async function lockForEdit(
  tx: AppTransaction,
  id: string,
  version?: number,
): Promise<JourneyRecord> {
  const journey = await lockEditableJourney(tx, id);
  if (!journey) throw await refusal(tx, id);
  if (version !== undefined && version !== journey.version) throw staleVersion('journey');
  return journey;
}

/**
 * Why a journey the caller asked to change is not theirs to change: a collaborator sees it,
 * so is told it is not theirs to do (403); a stranger gets the 404 of a journey never seen.
 */
export async function refusal(
  tx: AppTransaction,
  id: string,
  { ownerOnly: onlyTheOwner = false } = {},
): Promise<AppError> {
  const role = await journeyRoleOf(tx, id);
  if (role === 'viewer' && !onlyTheOwner) return viewerRefused();
  if (role === 'viewer' || role === 'editor') return ownerOnly();
  return journeyNotFound();
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
  const myRole =
    viewerId === null
      ? null
      : row.journey.ownerId === viewerId
        ? 'owner'
        : await journeyRoleOf(tx, row.journey.id);
  return {
    ...presentJourney(row, viewerId),
    steps: await presentStepsWithHabits(tx, row.journey.id, steps, today),
    project,
    myRole,
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
