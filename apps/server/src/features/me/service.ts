import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { findUserById } from '@/features/auth/queries';
import { findProfileById } from '@/features/profiles/queries';

/** The caller's account and, read under row-level security, their profile. */
export async function getMe(db: AppDatabase, userId: string) {
  const user = await findUserById(db, userId);
  // A JWT can outlive its account for up to its lifetime.
  if (!user) throw new AppError('UNAUTHENTICATED');
  const profile = await withUser(db, userId, (tx) => findProfileById(tx, userId));
  return { user, profile };
}
