import { eq } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { profiles } from '@/db/tables/profiles';

export type ProfileRow = typeof profiles.$inferSelect;

/** Runs under withUser(): row-level security decides whether the row is visible. */
export async function findProfileById(tx: AppTransaction, id: string): Promise<ProfileRow | null> {
  const [row] = await tx.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  return row ?? null;
}
