import type { z } from 'zod';
import type { profileUpdateSchema } from '@waymark/shared/profiles';
import type { AppDatabase } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { usernameTakenMessage } from '@/capabilities/accounts/service';
import { findProfileById, type ProfileRow } from '@/capabilities/people/queries';
import { updateProfile } from '@/features/profiles/queries';

export type ValidProfileUpdate = z.output<typeof profileUpdateSchema>;

const usernameIndex = 'profiles_username_lower_key';

const profileNotFound = () => new AppError('NOT_FOUND', 'Profile not found');

/** The caller's own profile, read under row-level security like everyone else's. */
export async function getOwnProfile(db: AppDatabase, userId: string): Promise<ProfileRow> {
  const row = await withUser(db, userId, (tx) => findProfileById(tx, userId), { readOnly: true });
  if (!row) throw profileNotFound();
  return row;
}

/**
 * Applies the fields present in `update`. The case-insensitive unique index decides
 * whether a username is free, so two people racing for one name cannot both get it.
 */
export async function updateOwnProfile(
  db: AppDatabase,
  userId: string,
  update: ValidProfileUpdate,
): Promise<ProfileRow> {
  const { onboarded, ...changes } = update;
  try {
    const row = await withUser(db, userId, (tx) =>
      updateProfile(tx, userId, changes, { markOnboarded: onboarded === true }),
    );
    if (!row) throw profileNotFound();
    return row;
  } catch (error) {
    if (isUniqueViolation(error, usernameIndex)) {
      throw new AppError('CONFLICT', usernameTakenMessage, {
        details: [{ path: 'username', message: usernameTakenMessage }],
        cause: error,
      });
    }
    throw error;
  }
}
