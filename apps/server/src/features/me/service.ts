import type { AssuranceLevel, DeleteAccountRequest } from '@waymark/shared/factors';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { getAccount } from '@/capabilities/accounts/service';
import type { Auth } from '@/capabilities/identity/auth';
import {
  forgetSecondFactors,
  hasSecondFactor,
  requireSecondFactorProof,
} from '@/capabilities/second-factors/account-service';
import { deleteUserInTransaction, findPasswordHash } from '@/features/me/queries';
import { readProfile } from '@/capabilities/people/service';

/** The caller's account, their profile (read under row-level security) and assurance level. */
export async function getMe(db: AppDatabase, userId: string, aal: AssuranceLevel | null) {
  const user = await getAccount(db, userId);
  // A JWT can outlive its account for up to its lifetime.
  if (!user) throw new AppError('UNAUTHENTICATED');
  const { profile, enrolled } = await withUser(db, userId, async (tx) => ({
    profile: await readProfile(tx, userId),
    enrolled: await hasSecondFactor(tx, userId),
  }));
  const next: AssuranceLevel = enrolled ? 'aal2' : 'aal1';
  return { user, profile, aal: { current: aal ?? 'aal1', next } };
}

export interface DeleteAccountDeps {
  db: AppDatabase;
  auth: Auth;
  /** AUTH_SECRET_PREVIOUS: a backup code hashed before a rotation still proves the factor. */
  previousSecrets: string[];
  /** Removes what lives outside the database (stored files) once the request is proven. */
  beforeDelete?: (userId: string) => Promise<void>;
}

/**
 * Deletes the caller's account for good: the password, and the second factor when one is
 * verified, are checked first; then every row goes in one transaction, so a failure
 * leaves the account as it was.
 */
export async function deleteAccount(
  { db, auth, previousSecrets, beforeDelete }: DeleteAccountDeps,
  userId: string,
  input: DeleteAccountRequest,
): Promise<void> {
  const context = await auth.$context;
  const hash = await findPasswordHash(db, userId);
  if (!hash) {
    throw new AppError('BAD_REQUEST', 'Set a password first: deleting the account needs it');
  }
  if (!(await context.password.verify({ hash, password: input.password }))) {
    throw new AppError('BAD_REQUEST', 'Password is incorrect');
  }
  const proveCode = (tx: AppTransaction, mode: 'check' | 'use') =>
    requireSecondFactorProof(tx, {
      authSecret: context.secret,
      previousSecrets,
      userId,
      code: input.code,
      mode,
    });

  // Checked before anything irreversible (stored files); spent in the deleting transaction.
  await withUser(db, userId, (tx) => proveCode(tx, 'check'));
  await beforeDelete?.(userId);
  await withUser(db, userId, async (tx) => {
    await proveCode(tx, 'use');
    if (!(await deleteUserInTransaction(tx, userId))) throw new AppError('UNAUTHENTICATED');
  });
  forgetSecondFactors(userId);
}
