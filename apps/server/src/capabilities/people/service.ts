import type { AppDatabase, AppTransaction } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { findProfileById, type ProfileRow } from '@/capabilities/people/queries';

/**
 * A profile the viewer may see. Hidden and missing profiles answer alike, so
 * nobody can probe which ids exist.
 */
export async function getVisibleProfile(
  db: AppDatabase,
  viewerId: string | null,
  profileId: string,
): Promise<ProfileRow> {
  const row = await withUser(db, viewerId, (tx) => findProfileById(tx, profileId));
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found');
  return row;
}

/**
 * A profile row read inside the caller's transaction (row-level security applies), for
 * features that present it themselves (me, the data export).
 */
export function readProfile(tx: AppTransaction, profileId: string): Promise<ProfileRow | null> {
  return findProfileById(tx, profileId);
}

export type { ProfileRow };
