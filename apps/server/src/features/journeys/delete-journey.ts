import type { FastifyBaseLogger } from 'fastify';
import {
  JOURNEY_RESTORE_DAYS,
  type PaginationQuery,
} from '@waymark/shared/journeys/common-contracts';
import type { JourneyDeleted } from '@waymark/shared/journeys/journey-contracts';
import type { DeletedJourneyPage } from '@waymark/shared/journeys/list-contracts';
import type { AppDatabase } from '@/db/client';
import { afterCommit } from '@/db/after-commit';
import { withServerRole } from '@/db/server-role';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { toPage } from '@/lib/keyset-cursor';
import { fileUrl, removeStoredFiles, type FileStore } from '@/capabilities/files/service';
import { journeyNotFound } from '@/features/journeys/errors';
import {
  deleteOwnUpload,
  isCoverInUse,
  listOwnJourneyUploads,
} from '@/features/journeys/image-queries';
import { lockForChange, presentOwn } from '@/features/journeys/journey-access';
import {
  deleteJourneyRow,
  listDeletedJourneyRows,
  listExpiredDeletedJourneys,
  lockOwnJourney,
  updateJourneyRow,
} from '@/features/journeys/journey-queries';
import { presentJourney } from '@/capabilities/journey-cards/presenter';

const restoreWindowMs = JOURNEY_RESTORE_DAYS * 86_400_000;

/**
 * Soft delete: the journey leaves every list and every other viewer at once, and its owner
 * can restore it (the toast's undo) for JOURNEY_RESTORE_DAYS. After that a daily job purges
 * it with its stored images (purgeExpiredJourneys).
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
    afterCommit(tx, 'journey.accessChanged', { journeyId: id });
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

/** GET /api/journeys/deleted: the caller's journeys still restorable, newest deletion first. */
export async function listDeletedJourneys(
  db: AppDatabase,
  userId: string,
  query: Required<Pick<PaginationQuery, 'limit'>> & Pick<PaginationQuery, 'cursor'>,
): Promise<DeletedJourneyPage> {
  return withUser(db, userId, async (tx) => {
    const found = await listDeletedJourneyRows(tx, {
      ownerId: userId,
      since: new Date(Date.now() - restoreWindowMs),
      cursor: query.cursor,
      limit: query.limit,
    });
    return toPage(found, query.limit, (row) => {
      const deletedAt = row.journey.deletedAt!;
      return {
        ...presentJourney(row, userId),
        deletedAt: deletedAt.toISOString(),
        purgeAt: new Date(deletedAt.getTime() + restoreWindowMs).toISOString(),
      };
    });
  });
}

interface FileContext {
  db: AppDatabase;
  fileStore: FileStore;
  log: FastifyBaseLogger;
}

/**
 * DELETE /api/journeys/:id/permanently: a journey already in the caller's bin goes for good
 * in one transaction (steps and document cascade), with the uploads rows of its cover and
 * editor images; their bytes are removed once that has committed. A cover a duplicate still
 * shows is kept. Live journeys and other people's are "not found", like restore.
 */
export async function purgeJourney(
  { db, fileStore, log }: FileContext,
  userId: string,
  id: string,
): Promise<void> {
  const removed = await withUser(db, userId, async (tx) => {
    const journey = await lockOwnJourney(tx, id, userId, { deleted: true });
    if (!journey) throw journeyNotFound();
    const keys = await listOwnJourneyUploads(tx, userId, id);
    await deleteJourneyRow(tx, id);
    const gone: string[] = [];
    for (const key of keys) {
      if (await isCoverInUse(tx, fileUrl(key), id)) continue;
      gone.push(...(await deleteOwnUpload(tx, userId, key)));
    }
    return gone;
  });
  await removeStoredFiles(fileStore, removed, log);
}

/**
 * The daily purge: every journey whose restore window is over goes for good, as its owner
 * would delete it from the bin (rows in one transaction each, then the stored images). One
 * journey failing is logged and passed over, so the rest still go; the next run retries it.
 */
export async function purgeExpiredJourneys(
  context: FileContext,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - restoreWindowMs);
  let after: { deletedAt: Date; id: string } | null = null;
  let purged = 0;
  for (;;) {
    const batch = await withServerRole(context.db, (tx) =>
      listExpiredDeletedJourneys(tx, before, after, 100),
    );
    for (const { id, ownerId } of batch) {
      try {
        await purgeJourney(context, ownerId, id);
        purged += 1;
      } catch (error) {
        // Gone meanwhile (another node's run, or its owner's own purge): nothing to do.
        if (error instanceof AppError && error.statusCode === 404) continue;
        context.log.error({ err: error, journeyId: id }, 'Purging a deleted journey failed');
      }
    }
    const last = batch.at(-1);
    if (!last || batch.length < 100) return purged;
    after = { deletedAt: last.deletedAt!, id: last.id };
  }
}
