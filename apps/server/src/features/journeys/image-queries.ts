import { and, eq, like, ne } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { uploads } from '@/db/tables/files';
import { journeys } from '@/db/tables/journeys';

/**
 * Whether any journey (a duplicate shares its original's cover) still shows this cover;
 * with `except`, any journey but that one.
 */
export async function isCoverInUse(
  tx: AppTransaction,
  url: string,
  except?: string,
): Promise<boolean> {
  const [used] = await tx
    .select({ id: journeys.id })
    .from(journeys)
    .where(and(eq(journeys.coverImageUrl, url), except ? ne(journeys.id, except) : undefined))
    .limit(1);
  return used !== undefined;
}

/** Deletes the owner's upload row of `storageKey`; the keys of the rows deleted. */
export async function deleteOwnUpload(
  tx: AppTransaction,
  userId: string,
  storageKey: string,
): Promise<string[]> {
  const rows = await tx
    .delete(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.storageKey, storageKey)))
    .returning({ storageKey: uploads.storageKey });
  return rows.map((row) => row.storageKey);
}

/** The owner's uploads whose key names this journey (`j_<journey id>_…`: its cover and images). */
export async function listOwnJourneyUploads(
  tx: AppTransaction,
  userId: string,
  journeyId: string,
): Promise<string[]> {
  const rows = await tx
    .select({ storageKey: uploads.storageKey })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), like(uploads.storageKey, `j\\_${journeyId}\\_%`)));
  return rows.map((row) => row.storageKey);
}
