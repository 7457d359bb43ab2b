import type { RouteAccess } from '@/access/declaration';
import type { AppDatabase } from '@/db/client';
import { AppError } from '@/errors';
import { isEnrolled } from '@/access/enrolment-cache';
import type { Caller } from '@/plugins/caller';

/**
 * The second-factor rule (spec §4): a password-only (aal1) session of an account with a verified
 * factor reaches only the routes declared `allowed` before the second factor (the second-factor
 * screen's needs, the signed-out flows); `as-visitor` routes (public reads) answer it as a
 * visitor; everything else is 403 MFA_REQUIRED. An aal2 session, or a personal access token
 * (made by a session that had passed the rule), costs nothing; an aal1 one costs one indexed
 * lookup of the user's verified factors, remembered for a few seconds.
 */
export async function applySecondFactorRule(
  db: AppDatabase,
  caller: Caller,
  rule: RouteAccess['beforeSecondFactor'],
): Promise<Caller | null> {
  if (caller.aal === 'aal2' || caller.credential === 'token' || rule === 'allowed') return caller;
  if (!(await isEnrolled(db, caller.userId))) return caller;
  if (rule === 'refused') throw new AppError('MFA_REQUIRED');
  return null;
}
