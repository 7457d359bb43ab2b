import { and, eq, sql } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { findProfileById, type ProfileRow } from '@/capabilities/people/queries';
import { profiles } from '@/db/tables/profiles';

/** The columns a person may change on their own profile. */
export type ProfileChanges = Partial<
  Pick<
    typeof profiles.$inferInsert,
    | 'fullName'
    | 'username'
    | 'bio'
    | 'location'
    | 'website'
    | 'language'
    | 'visibility'
    | 'avatarUrl'
  >
>;

/**
 * Under withUser(): the policies let only the owner update, so another id matches no row
 * and this returns null. `markOnboarded` sets `onboarded_at` once: finishing onboarding
 * again does not move the date.
 */
export async function updateProfile(
  tx: AppTransaction,
  id: string,
  changes: ProfileChanges,
  { markOnboarded = false }: { markOnboarded?: boolean } = {},
): Promise<ProfileRow | null> {
  const values = {
    ...changes,
    ...(markOnboarded ? { onboardedAt: sql`coalesce(${profiles.onboardedAt}, now())` } : {}),
  };
  if (Object.keys(values).length === 0) return findProfileById(tx, id);
  const [row] = await tx.update(profiles).set(values).where(eq(profiles.id, id)).returning();
  return row ?? null;
}

/** Clears the avatar URL when it points at one of our stored files (under `filesPrefix`). */
export async function clearOwnAvatarUrl(
  tx: AppTransaction,
  id: string,
  filesPrefix: string,
): Promise<void> {
  await tx
    .update(profiles)
    .set({ avatarUrl: null })
    .where(and(eq(profiles.id, id), sql`starts_with(${profiles.avatarUrl}, ${filesPrefix})`));
}
