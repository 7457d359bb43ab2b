import { and, eq, ne } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { uploads } from '@/db/tables/files';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

// All of these run under withUser(): row-level security lets anyone read rows and only
// the owner write them, whatever the WHERE says.

export async function findUploadByKey(
  tx: AppTransaction,
  storageKey: string,
): Promise<UploadRow | null> {
  const [row] = await tx.select().from(uploads).where(eq(uploads.storageKey, storageKey)).limit(1);
  return row ?? null;
}

export async function insertUpload(tx: AppTransaction, upload: NewUpload): Promise<UploadRow> {
  const [row] = await tx.insert(uploads).values(upload).returning();
  if (!row) throw new Error('Inserting the upload returned no row');
  return row;
}

export async function listUploadsOfUser(tx: AppTransaction, userId: string): Promise<UploadRow[]> {
  return tx.select().from(uploads).where(eq(uploads.userId, userId));
}

/** Deletes the user's uploads for `purpose`, except `keepKey`, and returns what went. */
export async function deleteUploadsForPurpose(
  tx: AppTransaction,
  userId: string,
  purpose: string,
  keepKey?: string,
): Promise<UploadRow[]> {
  const conditions = [eq(uploads.userId, userId), eq(uploads.purpose, purpose)];
  if (keepKey) conditions.push(ne(uploads.storageKey, keepKey));
  return tx
    .delete(uploads)
    .where(and(...conditions))
    .returning();
}

export async function deleteUploadsOfUser(
  tx: AppTransaction,
  userId: string,
): Promise<UploadRow[]> {
  return tx.delete(uploads).where(eq(uploads.userId, userId)).returning();
}
