import { JOURNEY_RESTORE_DAYS } from '@waymark/shared/journeys/common-contracts';
import type { JourneyDeleted } from '@waymark/shared/journeys/journey-contracts';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { journeyNotFound } from '@/features/journeys/errors';
import { lockForChange, presentOwn } from '@/features/journeys/journey-access';
import {
  lockOwnJourney,
  purgeDeletedJourneys,
  updateJourneyRow,
} from '@/features/journeys/journey-queries';

const restoreWindowMs = JOURNEY_RESTORE_DAYS * 86_400_000;

/**
 * Soft delete: the journey leaves every list and every other viewer at once, and its owner
 * can restore it (the toast's undo) for JOURNEY_RESTORE_DAYS. Journeys deleted longer ago
 * are purged here, so no job is needed.
 */
export async function deleteJourney(
  db: AppDatabase,
  userId: string,
  id: string,
): Promise<JourneyDeleted> {
  return withUser(db, userId, async (tx) => {
    await lockForChange(tx, id, userId);
    const deletedAt = new Date();
    await updateJourneyRow(tx, id, { deletedAt }, { bumpVersion: true });
    await purgeDeletedJourneys(tx, userId, new Date(deletedAt.getTime() - restoreWindowMs));
    return {
      id,
      restorableUntil: new Date(deletedAt.getTime() + restoreWindowMs).toISOString(),
    };
  });
}

export async function restoreJourney(db: AppDatabase, userId: string, id: string) {
  return withUser(db, userId, async (tx) => {
    const journey = await lockOwnJourney(tx, id, userId, { deleted: true });
    const expired =
      !journey?.deletedAt || journey.deletedAt.getTime() < Date.now() - restoreWindowMs;
    if (expired) throw journeyNotFound();
    await updateJourneyRow(tx, id, { deletedAt: null }, { bumpVersion: true });
    return presentOwn(tx, id, userId);
  });
}
