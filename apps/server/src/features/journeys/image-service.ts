import type { FastifyBaseLogger } from 'fastify';
import type { Journey } from '@waymark/shared/journeys/journey-contracts';
import type { AppDatabase, AppTransaction as Transaction } from '@/db/client';
import { withUser } from '@/db/with-user';
import {
  fileUrl,
  recordUpload,
  removeStoredFiles,
  type FileStore,
} from '@/capabilities/files/service';
import { reencodeImage } from '@/lib/thumbnail';
import { journeyNotFound } from '@/features/journeys/errors';
import { newJourneyFileKey } from '@/features/journeys/file-keys';
import { deleteOwnUpload, isCoverInUse } from '@/features/journeys/image-queries';
import { presentOwn } from '@/features/journeys/journey-access';
import { lockOwnJourney, updateJourneyRow } from '@/features/journeys/journey-queries';

export const journeyCoverPurpose = 'journey-cover';
export const journeyImagePurpose = 'journey-image';
const contentType = 'image/webp';

interface ImageContext {
  db: AppDatabase;
  fileStore: FileStore;
  log: FastifyBaseLogger;
}

/**
 * Stores the bytes first, then the uploads row (and for a cover the journey's URL) in one
 * transaction; if that fails the bytes are removed again. A replaced cover's bytes go last.
 */
async function storeImage(
  { db, fileStore, log }: ImageContext,
  userId: string,
  journeyId: string,
  image: Buffer,
  purpose: string,
  apply: (tx: Transaction, url: string) => Promise<string[]>,
) {
  // Refuse foreign journeys before the (slow) re-encoding.
  const owned = await withUser(db, userId, (tx) => lockOwnJourney(tx, journeyId, userId));
  if (!owned) throw journeyNotFound();
  const bytes = await reencodeImage(image);
  const storageKey = newJourneyFileKey(journeyId);
  await fileStore.put(storageKey, bytes, contentType);
  let removed: string[];
  try {
    removed = await withUser(db, userId, async (tx) => {
      if (!(await lockOwnJourney(tx, journeyId, userId))) throw journeyNotFound();
      await recordUpload(tx, { userId, purpose, storageKey, contentType, byteSize: bytes.length });
      return apply(tx, fileUrl(storageKey));
    });
  } catch (error) {
    await removeStoredFiles(fileStore, [storageKey], log);
    throw error;
  }
  await removeStoredFiles(fileStore, removed, log);
  return fileUrl(storageKey);
}

export async function uploadJourneyImage(
  context: ImageContext,
  userId: string,
  journeyId: string,
  image: Buffer,
): Promise<{ url: string }> {
  const url = await storeImage(context, userId, journeyId, image, journeyImagePurpose, () =>
    Promise.resolve([]),
  );
  return { url };
}

/** The previous cover's upload row goes in the same transaction; its bytes after it. */
export async function replaceCover(
  context: ImageContext,
  userId: string,
  journeyId: string,
  image: Buffer,
): Promise<Journey> {
  let journey: Journey | undefined;
  await storeImage(context, userId, journeyId, image, journeyCoverPurpose, async (tx, url) => {
    // storeImage holds the journey's lock here, so this is the cover being replaced.
    const previous = await lockOwnJourney(tx, journeyId, userId);
    await updateJourneyRow(tx, journeyId, { coverImageUrl: url });
    journey = await presentOwn(tx, journeyId, userId);
    return previous?.coverImageUrl ? await dropUpload(tx, userId, previous.coverImageUrl) : [];
  });
  return journey!;
}

/**
 * Deletes the upload row of a cover no journey uses any more (a duplicate shares its
 * original's cover until one of them changes it) and returns its key for the bytes.
 */
async function dropUpload(tx: Transaction, userId: string, url: string): Promise<string[]> {
  if (await isCoverInUse(tx, url)) return [];
  return deleteOwnUpload(tx, userId, url.replace(/^\/api\/files\//, ''));
}

export async function removeCover(
  { db, fileStore, log }: ImageContext,
  userId: string,
  journeyId: string,
): Promise<Journey> {
  const { journey, removed } = await withUser(db, userId, async (tx) => {
    const current = await lockOwnJourney(tx, journeyId, userId);
    if (!current) throw journeyNotFound();
    await updateJourneyRow(tx, journeyId, { coverImageUrl: null });
    const dropped = current.coverImageUrl
      ? await dropUpload(tx, userId, current.coverImageUrl)
      : [];
    return { journey: await presentOwn(tx, journeyId, userId), removed: dropped };
  });
  await removeStoredFiles(fileStore, removed, log);
  return journey;
}
