import type { AppTransaction } from '@/db/client';
import { AppError } from '@/errors';
import { enrolmentChanged } from '@/capabilities/second-factors/enrolment-changes';
import { hasVerifiedFactor } from '@/capabilities/second-factors/queries';
import { deriveFactorKeys } from '@/capabilities/second-factors/secrets';

/**
 * What the account feature asks of second factors. Small on purpose: GET /api/me reads it on
 * every page, so the TOTP and SMS code behind a proof loads only when a proof is asked for.
 */

/** Whether the user has a verified second factor: the assurance level their session can reach. */
export function hasSecondFactor(tx: AppTransaction, userId: string): Promise<boolean> {
  return hasVerifiedFactor(tx, userId);
}

export interface SecondFactorProof {
  /** better-auth's secret: the factors' keys derive from it. */
  authSecret: string;
  /** AUTH_SECRET_PREVIOUS: backup codes hashed before a rotation still count. */
  previousSecrets: string[];
  userId: string;
  /** The code the person typed, if any. */
  code: string | undefined;
  /** `check` only looks (a preflight before steps that cannot be undone); `use` spends it. */
  mode: 'check' | 'use';
}

/**
 * A sensitive action (deleting the account) needs a fresh second-factor code when the person
 * has a verified factor; without one, nothing to prove. 400 with a specific message otherwise.
 */
export async function requireSecondFactorProof(
  tx: AppTransaction,
  { authSecret, previousSecrets, userId, code, mode }: SecondFactorProof,
): Promise<void> {
  if (!(await hasVerifiedFactor(tx, userId))) return;
  if (!code) {
    throw new AppError('BAD_REQUEST', 'Enter a code from your authenticator app or a backup code');
  }
  const { proveSecondFactor } = await import('@/capabilities/second-factors/service');
  const keys = deriveFactorKeys(authSecret, previousSecrets);
  if (!(await proveSecondFactor(tx, keys, userId, code, mode))) {
    throw new AppError('BAD_REQUEST', 'Code is incorrect');
  }
}

/** The account is gone: the remembered "has a factor" answer must not outlive it. */
export function forgetSecondFactors(userId: string): void {
  enrolmentChanged(userId);
}
