import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import type { FileStore, StoredFile } from '@/capabilities/files/file-store';
import {
  deleteUploadsForPurpose,
  deleteUploadsOfUser,
  findUploadByKey,
  insertUpload,
  listUploadsOfUser,
  type NewUpload,
  type UploadRow,
} from '@/capabilities/files/queries';
import { readRuleOf, runUserFilesCleanUps } from '@/capabilities/files/key-rules';

// What features that store files use: the store's type and the uploads rows, written inside
// the caller's transaction so a row commits (or rolls back) with the cover or avatar it backs.
export type { FileStore } from '@/capabilities/files/file-store';

/** Records a stored file's uploads row: what makes its key servable and its owner known. */
export function recordUpload(tx: AppTransaction, upload: NewUpload): Promise<UploadRow> {
  return insertUpload(tx, upload);
}

/**
 * Forgets the owner’s uploads rows of one purpose (an avatar), but `keepKey`; answers the
 * rows forgotten, whose bytes the caller removes once the transaction has committed.
 */
export function forgetUploads(
  tx: AppTransaction,
  userId: string,
  purpose: string,
  keepKey?: string,
) {
  return deleteUploadsForPurpose(tx, userId, purpose, keepKey);
}

/** Where the API serves a stored file (GET /api/files/:key). */
export const fileUrl = (storageKey: string) => `/api/files/${storageKey}`;

/**
 * A file anyone may fetch by its key. Only keys with an uploads row are served: bytes
 * whose row is gone (a removed avatar whose delete failed half-way) stay unreachable.
 */
export async function getServedFile(
  db: AppDatabase,
  fileStore: FileStore,
  viewerId: string | null,
  storageKey: string,
): Promise<StoredFile & { private: boolean }> {
  const row = await withUser(db, viewerId, async (tx) => {
    const upload = await findUploadByKey(tx, storageKey);
    if (!upload) return null;
    // A key a feature claimed (journey covers and editor images) is only for those its
    // rule lets through; the rest (avatars) is for anyone with the link.
    const rule = readRuleOf(storageKey);
    if (rule && !(await rule.mayRead(tx, storageKey))) return null;
    return { ...upload, guarded: rule !== null };
  });
  const file = row && (await fileStore.get(storageKey));
  if (!row || !file) throw new AppError('NOT_FOUND', 'File not found');
  // The row is the authority on the type: it is what the server decided when storing.
  return { ...file, contentType: row.contentType, private: row.guarded };
}

/**
 * Removes bytes whose rows are already gone. A failure leaves an unreachable orphan (it is
 * logged), never a broken page, so callers do not fail the request for it.
 */
export async function removeStoredFiles(
  fileStore: FileStore,
  storageKeys: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  const results = await Promise.allSettled(storageKeys.map((key) => fileStore.delete(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      log.warn({ err: result.reason, storageKey: storageKeys[index] }, 'Could not remove a file');
    }
  });
}

/**
 * Deletes everything a user uploaded: the bytes in the file store, then their uploads rows,
 * and runs the features' clean-ups (the avatar URL that pointed at them). For account deletion (DELETE /api/me):
 * call it BEFORE deleting the user, because the rows go with the user (ON DELETE CASCADE)
 * and with them the only record of which keys were theirs.
 *
 * The bytes go first and any failure throws, so account deletion stops while the rows can
 * still find the files, and a retry finishes the job (deleting a missing key is not an
 * error). Returns how many files were removed.
 */
export async function deleteUserFiles(
  db: AppDatabase,
  fileStore: FileStore,
  userId: string,
): Promise<number> {
  const rows = await withUser(db, userId, (tx) => listUploadsOfUser(tx, userId));
  const results = await Promise.allSettled(rows.map((row) => fileStore.delete(row.storageKey)));
  const failures = results.filter((result) => result.status === 'rejected');
  if (failures.length > 0) {
    const reasons = failures.map((failure): unknown => failure.reason);
    throw new AppError('INTERNAL', `Could not remove ${failures.length} stored file(s)`, {
      cause: new AggregateError(reasons),
    });
  }
  await withUser(db, userId, async (tx) => {
    await deleteUploadsOfUser(tx, userId);
    // What pointed at the files goes too (an avatar URL), as each feature registered.
    await runUserFilesCleanUps(tx, userId);
  });
  return rows.length;
}
