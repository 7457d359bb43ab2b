import { and, eq } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { uploads } from '@/db/tables/files';
import { journeys } from '@/db/tables/journeys';

/** Whether any journey (a duplicate shares its original's cover) still shows this cover. */
export async function isCoverInUse(tx: AppTransaction, url: string): Promise<boolean> {
  const [used] = await tx
    .select({ id: journeys.id })
    .from(journeys)
    .where(eq(journeys.coverImageUrl, url))
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
