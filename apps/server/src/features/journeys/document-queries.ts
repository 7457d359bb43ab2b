import { eq, sql } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { journeyDocuments } from '@/db/tables/journeys';

export type DocumentRecord = typeof journeyDocuments.$inferSelect;

export async function findDocument(
  tx: AppTransaction,
  journeyId: string,
): Promise<DocumentRecord | null> {
  const [row] = await tx
    .select()
    .from(journeyDocuments)
    .where(eq(journeyDocuments.journeyId, journeyId));
  return row ?? null;
}

/** The stored document's version, or null when none was ever written. */
export async function documentVersion(
  tx: AppTransaction,
  journeyId: string,
): Promise<number | null> {
  const [row] = await tx
    .select({ version: journeyDocuments.version })
    .from(journeyDocuments)
    .where(eq(journeyDocuments.journeyId, journeyId));
  return row?.version ?? null;
}

export async function insertDocument(
  tx: AppTransaction,
  row: { journeyId: string; ownerId: string; document: unknown; version?: number },
): Promise<DocumentRecord | null> {
  const [saved] = await tx.insert(journeyDocuments).values(row).returning();
  return saved ?? null;
}

/** Replaces the whole document and bumps its version. */
export async function replaceDocument(
  tx: AppTransaction,
  journeyId: string,
  document: unknown,
): Promise<DocumentRecord | null> {
  const [saved] = await tx
    .update(journeyDocuments)
    .set({ document, version: sql`${journeyDocuments.version} + 1` })
    .where(eq(journeyDocuments.journeyId, journeyId))
    .returning();
  return saved ?? null;
}
