import { timingSafeEqual } from 'node:crypto';
import {
  CHALLENGE_LIFETIME_SECONDS,
  MAX_CHALLENGE_ATTEMPTS,
  type AssuranceLevel,
  type EnrollFactorRequest,
  type VerifyFactorRequest,
} from '@waymark/shared/factors';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import {
  generateBackupCodes,
  generateSmsCode,
  looksLikeOneTimeCode,
  normalizeBackupCode,
} from '@/capabilities/second-factors/codes';
import {
  guardedVerification,
  reserveChallenge,
  type AccountOwner,
  type CodeOutcome,
  type GuardDeps,
} from '@/capabilities/second-factors/attempt-guard';
import { enrolmentChanged } from '@/capabilities/second-factors/enrolment-changes';
import * as queries from '@/capabilities/second-factors/queries';
import type { FactorRow } from '@/capabilities/second-factors/queries';
import {
  decryptSecret,
  encryptSecret,
  codeHashes,
  hashCode,
  type FactorKeys,
} from '@/capabilities/second-factors/secrets';
import type { SmsSender } from '@/capabilities/second-factors/sms';
import { matchTotpStep, newTotpSecret, totpEnrolment } from '@/capabilities/second-factors/totp';

/** More factors than anyone needs; the cap keeps a script from filling the table. */
const MAX_FACTORS_PER_USER = 10;
/** Answered or long-expired challenges are deleted when the factor is challenged again. */
const SPENT_CHALLENGE_SECONDS = 10 * 60;

export interface FactorDeps extends GuardDeps {
  db: AppDatabase;
  keys: FactorKeys;
  /** Null: no SMS gateway in production, so phone factors are refused. */
  sms: SmsSender | null;
  /** The issuer authenticator apps show when the client names none: the product's name. */
  defaultIssuer: string;
}

const smsUnavailable = () =>
  new AppError(
    'BAD_REQUEST',
    'Phone factors are not available: this server has no SMS gateway. Use an authenticator app instead.',
  );

export const factorNotFound = () => new AppError('NOT_FOUND', 'Factor not found');

/**
 * Changing the factors (or the account) is what a stolen password must not allow: once a
 * factor is verified, it takes this session at aal2.
 */
async function requireAal2(tx: AppTransaction, userId: string, aal: AssuranceLevel) {
  if (aal !== 'aal2' && (await queries.hasVerifiedFactor(tx, userId))) {
    throw new AppError(
      'MFA_REQUIRED',
      'Verify your second factor first: this change needs a session confirmed with it',
    );
  }
}

export async function requireAal2WhenEnrolled(
  db: AppDatabase,
  userId: string,
  aal: AssuranceLevel,
): Promise<void> {
  if (aal === 'aal2') return;
  await withUser(db, userId, (tx) => requireAal2(tx, userId, aal));
}

export async function listFactors(db: AppDatabase, userId: string) {
  return withUser(db, userId, async (tx) => ({
    factors: await queries.listFactors(tx, userId),
    backupCodesRemaining: await queries.countUnusedBackupCodes(tx, userId),
  }));
}

export async function enrolFactor(
  deps: FactorDeps,
  user: { id: string; email: string },
  aal: AssuranceLevel,
  input: EnrollFactorRequest,
) {
  return withUser(deps.db, user.id, async (tx) => {
    await requireAal2(tx, user.id, aal);
    const existing = await queries.listFactors(tx, user.id);
    if (existing.length >= MAX_FACTORS_PER_USER) {
      throw new AppError('CONFLICT', `You can have at most ${MAX_FACTORS_PER_USER} factors`);
    }
    if (input.factor_type === 'phone') {
      if (!deps.sms) throw smsUnavailable();
      const factor = await queries.insertFactor(tx, {
        userId: user.id,
        friendlyName: input.friendly_name,
        factorType: 'phone',
        phone: input.phone,
      });
      return { factor, totp: null };
    }
    const issuer = input.issuer || deps.defaultIssuer;
    const secret = newTotpSecret();
    const factor = await queries.insertFactor(tx, {
      userId: user.id,
      friendlyName: input.friendly_name,
      factorType: 'totp',
      issuer,
      secret: encryptSecret(deps.keys, secret),
    });
    return { factor, totp: { secret, ...(await totpEnrolment(secret, issuer, user.email)) } };
  });
}

export async function createChallenge(
  deps: FactorDeps,
  userId: string,
  factorId: string,
  channel: 'sms' | undefined,
) {
  const found = await withUser(deps.db, userId, (tx) => queries.findFactor(tx, userId, factorId));
  if (!found) throw factorNotFound();
  if (channel === 'sms' && found.factorType !== 'phone') {
    throw new AppError('BAD_REQUEST', 'This factor has no phone number to send a code to');
  }
  const phone = found.factorType === 'phone' ? found.phone : null;
  const sender = deps.sms;
  if (found.factorType === 'phone' && !sender) throw smsUnavailable();
  // Counted before anything is written or sent: every factor type, and each SMS per account
  // and per number.
  await reserveChallenge(deps, userId, factorId, phone);
  const { challenge, code } = await withUser(deps.db, userId, async (tx) => {
    const factor = await queries.findFactorForUpdate(tx, userId, factorId);
    if (!factor) throw factorNotFound();
    await queries.deleteSpentChallenges(tx, factorId, SPENT_CHALLENGE_SECONDS);
    const code = phone === null ? null : generateSmsCode();
    const challenge = await queries.insertChallenge(tx, {
      factorId,
      userId,
      codeHash: code === null ? null : hashCode(deps.keys, code),
      expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_SECONDS * 1000),
    });
    return { challenge, code };
  });
  // Sent after the commit: a code must never arrive for a challenge that does not exist.
  if (code !== null && phone !== null && sender) {
    await sender.send({
      to: phone,
      text: `${code} is your ${deps.defaultIssuer} verification code. It expires in ${CHALLENGE_LIFETIME_SECONDS / 60} minutes.`,
    });
  }
  return challenge;
}

type CodeCheck = { ok: true; step: number | null } | { ok: false; message: string };

/** Whether `code` answers `factor` (and, for SMS, the code sent for `challenge`). */
function checkFactorCode(
  keys: FactorKeys,
  factor: FactorRow,
  challenge: queries.ChallengeRow,
  code: string,
): CodeCheck {
  if (factor.factorType === 'phone') {
    return challenge.codeHash !== null && matchesCode(keys, challenge.codeHash, code)
      ? { ok: true, step: null }
      : { ok: false, message: 'Code is incorrect' };
  }
  if (!factor.secret) return { ok: false, message: 'Code is incorrect' };
  const step = matchTotpStep(decryptSecret(keys, factor.secret), code);
  if (step === null) return { ok: false, message: 'Code is incorrect' };
  // A code is good for one use: an observed code replayed within its window is refused.
  if (factor.lastUsedStep !== null && step <= factor.lastUsedStep) {
    return { ok: false, message: 'This code was already used. Wait for the next one.' };
  }
  return { ok: true, step };
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface VerifiedFactor {
  factor: FactorRow;
  /** Only when this verify made the user's first verified factor. */
  backupCodes: string[] | undefined;
}

export async function verifyFactor(
  deps: FactorDeps,
  owner: AccountOwner,
  factorId: string,
  aal: AssuranceLevel,
  input: VerifyFactorRequest,
): Promise<VerifiedFactor> {
  const userId = owner.id;
  const verified = await guardedVerification(deps, owner, factorId, () =>
    withUser(deps.db, userId, async (tx): Promise<CodeOutcome<VerifiedFactor>> => {
      const factor = await queries.findFactorForUpdate(tx, userId, factorId);
      if (!factor) throw factorNotFound();
      if (factor.status === 'unverified') await requireAal2(tx, userId, aal);
      const challenge = await queries.findChallengeForUpdate(
        tx,
        userId,
        factorId,
        input.challenge_id,
      );
      if (!challenge) throw new AppError('NOT_FOUND', 'Challenge not found');
      if (challenge.verifiedAt) {
        throw new AppError('BAD_REQUEST', 'This challenge was already used. Request a new code.');
      }
      if (challenge.expiresAt.getTime() <= Date.now()) {
        throw new AppError('BAD_REQUEST', 'The code has expired. Request a new one.');
      }
      if (challenge.attempts >= MAX_CHALLENGE_ATTEMPTS) {
        throw new AppError('RATE_LIMITED', 'Too many wrong codes. Request a new code.');
      }
      const check = checkFactorCode(deps.keys, factor, challenge, input.code);
      if (!check.ok) {
        // Committed with the refusal: the challenge's own count (the guard counts the account's).
        await queries.countChallengeFailure(tx, challenge.id);
        return { ok: false, message: check.message };
      }
      const firstVerified = !(await queries.hasVerifiedFactor(tx, userId));
      await queries.markChallengeVerified(tx, challenge.id);
      await queries.markFactorUsed(tx, factor.id, check.step);
      const backupCodes = firstVerified ? await issueBackupCodes(tx, deps.keys, userId) : undefined;
      const updated = await queries.findFactor(tx, userId, factor.id);
      return { ok: true, value: { factor: updated ?? factor, backupCodes } };
    }),
  );
  enrolmentChanged(userId);
  return verified;
}

async function issueBackupCodes(tx: AppTransaction, keys: FactorKeys, userId: string) {
  const codes = generateBackupCodes();
  await queries.replaceBackupCodes(
    tx,
    userId,
    codes.map((code) => hashCode(keys, normalizeBackupCode(code))),
  );
  return codes;
}

export async function verifyBackupCode(deps: FactorDeps, owner: AccountOwner, code: string) {
  await guardedVerification(deps, owner, null, () =>
    withUser(deps.db, owner.id, async (tx): Promise<CodeOutcome<true>> => {
      if (!(await queries.hasVerifiedFactor(tx, owner.id))) {
        throw new AppError('BAD_REQUEST', 'Set up a second factor first');
      }
      const used = await queries.useBackupCode(
        tx,
        owner.id,
        codeHashes(deps.keys, normalizeBackupCode(code)),
      );
      return used
        ? { ok: true, value: true }
        : { ok: false, message: 'Backup code is incorrect or already used' };
    }),
  );
}

export async function regenerateBackupCodes(
  deps: FactorDeps,
  userId: string,
  aal: AssuranceLevel,
): Promise<string[]> {
  return withUser(deps.db, userId, async (tx) => {
    if (!(await queries.hasVerifiedFactor(tx, userId))) {
      throw new AppError('BAD_REQUEST', 'Set up a second factor first');
    }
    await requireAal2(tx, userId, aal);
    return issueBackupCodes(tx, deps.keys, userId);
  });
}

export async function removeFactor(
  deps: FactorDeps,
  userId: string,
  factorId: string,
  aal: AssuranceLevel,
) {
  await withUser(deps.db, userId, async (tx) => {
    if (!(await queries.findFactor(tx, userId, factorId))) throw factorNotFound();
    await requireAal2(tx, userId, aal);
    await queries.deleteFactor(tx, userId, factorId);
    // Without a verified factor, backup codes would only be a second password.
    if (!(await queries.hasVerifiedFactor(tx, userId))) {
      await queries.replaceBackupCodes(tx, userId, []);
    }
  });
  enrolmentChanged(userId);
}

/**
 * A fresh proof of the second factor for a sensitive action (deleting the account): a
 * current TOTP code, the code of an open SMS challenge, or a backup code. `use` spends it
 * (inside the caller's withUser transaction, so a later failure rolls that back); `check`
 * only looks, for a preflight before steps that cannot be undone.
 */
export async function proveSecondFactor(
  tx: AppTransaction,
  keys: FactorKeys,
  userId: string,
  code: string,
  mode: 'check' | 'use',
): Promise<boolean> {
  if (!looksLikeOneTimeCode(code)) {
    const hashes = codeHashes(keys, normalizeBackupCode(code));
    return mode === 'use'
      ? queries.useBackupCode(tx, userId, hashes)
      : queries.hasUnusedBackupCode(tx, userId, hashes);
  }
  const factors = (await queries.listFactors(tx, userId)).filter(
    (factor) => factor.status === 'verified',
  );
  for (const factor of factors) {
    if (factor.factorType === 'totp' && factor.secret) {
      const step = matchTotpStep(decryptSecret(keys, factor.secret), code);
      if (step !== null && (factor.lastUsedStep === null || step > factor.lastUsedStep)) {
        if (mode === 'use') await queries.markFactorUsed(tx, factor.id, step);
        return true;
      }
    } else if (factor.factorType === 'phone') {
      const challenge = await queries.findOpenChallengeForUpdate(tx, userId, factor.id);
      if (
        challenge?.codeHash &&
        challenge.attempts < MAX_CHALLENGE_ATTEMPTS &&
        matchesCode(keys, challenge.codeHash, code)
      ) {
        if (mode === 'use') await queries.markChallengeVerified(tx, challenge.id);
        return true;
      }
    }
  }
  return false;
}

/** An SMS challenge sent before a rotation was hashed under the previous secret. */
function matchesCode(keys: FactorKeys, stored: string, code: string): boolean {
  return codeHashes(keys, code).some((hash) => sameHash(stored, hash));
}
