import { usernameSchema, type UsernameAvailability } from '@waymark/shared/auth';
import type { AppDatabase } from '@/db/client';
import { findUserById, isUsernameTaken } from '@/capabilities/accounts/queries';

export const usernameTakenMessage = 'This username is already taken';

/** The live check of the sign-up form: the rule first, then whether someone has it. */
export async function checkUsernameAvailability(
  db: AppDatabase,
  username: string,
): Promise<UsernameAvailability> {
  const parsed = usernameSchema.safeParse(username);
  if (!parsed.success) {
    return { available: false, reason: parsed.error.issues[0]?.message ?? 'Invalid username' };
  }
  if (await isUsernameTaken(db, parsed.data)) {
    return { available: false, reason: usernameTakenMessage };
  }
  return { available: true };
}

/**
 * What other features read of an account (support, export, me): its e-mail address and
 * whether it is confirmed; null once the account is gone (a token can outlive it).
 */
export function getAccount(db: AppDatabase, userId: string) {
  return findUserById(db, userId);
}
