import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { AppError, isAppError } from '@/errors';
import * as attempts from '@/capabilities/second-factors/attempt-queries';
import {
  attemptLimits as limits,
  describeWait,
  lockedError,
  RetryLaterError,
} from '@/capabilities/second-factors/attempt-limits';
import { hashCode, type FactorKeys } from '@/capabilities/second-factors/secrets';
import {
  recipientLocale,
  secondFactorLockoutMessage,
  type Mailer,
} from '@/capabilities/mail/service';

// Second-factor guessing is counted on the privileged connection (db, outside withUser):
// the caller's role may not write the counters, and a count that one request could roll
// back would be no count. Each function is one transaction that first locks the account's
// guard row, so parallel requests of one account are counted one after another.

export interface GuardDeps {
  /** The privileged connection. */
  db: AppDatabase;
  keys: FactorKeys;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** The product's name, for the lockout mail. */
  defaultIssuer: string;
  publicUrl: string;
}

/** Who is told when their account locks. */
export interface AccountOwner {
  id: string;
  email: string;
  name: string;
}

type Lock = { lockedForSeconds: number; lockedUntil: Date };

const isLocked = (guard: attempts.GuardRow): guard is Lock =>
  guard.lockedForSeconds !== null && guard.lockedUntil !== null;

const phoneHash = (keys: FactorKeys, phone: string) => hashCode(keys, `phone:${phone}`);

async function refuseOverBudget(
  tx: AppTransaction,
  userId: string,
  kind: 'challenge' | 'sms',
  allowed: number,
  windowSeconds: number,
  message: (wait: string) => string,
) {
  const used = await attempts.accountUsage(tx, userId, kind, windowSeconds);
  if (used.count >= allowed) {
    throw new RetryLaterError(message(describeWait(used.freeInSeconds)), used.freeInSeconds);
  }
}

/**
 * Counts a challenge against the account (every factor type) and, for an SMS, against the
 * account's and the number's SMS budgets; refused while the account is locked, since no
 * code could be accepted anyway.
 */
export async function reserveChallenge(
  deps: GuardDeps,
  userId: string,
  factorId: string,
  phone: string | null,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const guard = await attempts.lockAccountGuard(tx, userId);
    if (isLocked(guard)) throw lockedError(guard.lockedForSeconds, guard.lockedUntil);
    await attempts.deleteOldAttempts(tx, userId, limits.retentionSeconds);
    await refuseOverBudget(
      tx,
      userId,
      'challenge',
      limits.challengesPerWindow,
      limits.challengeWindowSeconds,
      (wait) => `Too many codes requested. Try again in ${wait}.`,
    );
    await attempts.insertAttempt(tx, { userId, factorId, kind: 'challenge' });
    if (phone === null) return;
    await refuseOverBudget(
      tx,
      userId,
      'sms',
      limits.smsPerAccount,
      limits.smsWindowSeconds,
      (wait) => `Too many codes sent by SMS. Try again in ${wait}.`,
    );
    const hash = phoneHash(deps.keys, phone);
    await attempts.lockPhone(tx, hash);
    const sent = await attempts.phoneUsage(tx, hash, limits.smsWindowSeconds);
    if (sent.count >= limits.smsPerPhone) {
      const wait = describeWait(sent.freeInSeconds);
      throw new RetryLaterError(
        `Too many codes sent to this phone number. Try again in ${wait}.`,
        sent.freeInSeconds,
      );
    }
    await attempts.insertAttempt(tx, { userId, factorId, kind: 'sms', phoneHash: hash });
  });
}

const overThreshold = (counts: attempts.FailureCounts) =>
  counts.factor >= limits.failuresPerFactor || counts.account >= limits.failuresPerAccount;

/** Locks the account when its wrong codes reached a threshold; says whether this started a lock. */
async function lockIfOverThreshold(
  tx: AppTransaction,
  userId: string,
  factorId: string | null,
  guard: attempts.GuardRow,
): Promise<{ lock: Lock; started: boolean } | null> {
  if (isLocked(guard)) return { lock: guard, started: false };
  const counts = await attempts.countFailures(
    tx,
    userId,
    factorId,
    limits.failureWindowSeconds,
    guard.lockedUntil,
  );
  if (!overThreshold(counts)) return null;
  return { lock: await attempts.startLockout(tx, userId, limits.lockout), started: true };
}

/**
 * Before a code is compared: refused (429) while the account is locked, even for the right
 * code. Otherwise a wrong code is recorded in advance and its id returned; `succeeded` or
 * `abandoned` take it back. Recording first is what keeps parallel guesses counted.
 * Backup codes (`factorId` null) count against the account, and as a challenge.
 */
async function beginVerification(
  deps: GuardDeps,
  owner: AccountOwner,
  factorId: string | null,
): Promise<string> {
  const outcome = await deps.db.transaction(async (tx) => {
    const guard = await attempts.lockAccountGuard(tx, owner.id);
    const locked = await lockIfOverThreshold(tx, owner.id, factorId, guard);
    if (locked) return locked;
    if (factorId === null) {
      await refuseOverBudget(
        tx,
        owner.id,
        'challenge',
        limits.challengesPerWindow,
        limits.challengeWindowSeconds,
        (wait) => `Too many backup codes tried. Try again in ${wait}.`,
      );
      await attempts.insertAttempt(tx, { userId: owner.id, factorId, kind: 'challenge' });
    }
    return attempts.insertAttempt(tx, { userId: owner.id, factorId, kind: 'failure' });
  });
  if (typeof outcome === 'string') return outcome;
  if (outcome.started) await notifyOwner(deps, owner, outcome.lock);
  throw lockedError(outcome.lock.lockedForSeconds, outcome.lock.lockedUntil);
}

/** The code was right: it stops counting, and the factor's own count starts again. */
async function verificationSucceeded(deps: GuardDeps, attemptId: string): Promise<void> {
  await deps.db.transaction((tx) => attempts.markAttemptSucceeded(tx, attemptId));
}

/**
 * The request ended before any code was compared (an unknown challenge, an expired one):
 * a client error is no guess. Anything else keeps the attempt counted.
 */
async function verificationAbandoned(
  deps: GuardDeps,
  attemptId: string,
  error: unknown,
): Promise<void> {
  if (!isAppError(error) || error.statusCode >= 500) return;
  await deps.db.transaction((tx) => attempts.deleteAttempt(tx, attemptId));
}

/**
 * The code was wrong (already recorded). When it was one too many, the account locks, its
 * owner is mailed once, and this answer is already the 429.
 */
async function verificationFailed(
  deps: GuardDeps,
  owner: AccountOwner,
  factorId: string | null,
): Promise<void> {
  const outcome = await deps.db.transaction(async (tx) =>
    lockIfOverThreshold(tx, owner.id, factorId, await attempts.lockAccountGuard(tx, owner.id)),
  );
  if (!outcome) return;
  if (outcome.started) await notifyOwner(deps, owner, outcome.lock);
  throw lockedError(outcome.lock.lockedForSeconds, outcome.lock.lockedUntil);
}

/** After the lock committed; a mail that cannot go out must not turn the 429 into a 500. */
async function notifyOwner(deps: GuardDeps, owner: AccountOwner, lock: Lock): Promise<void> {
  try {
    await deps.mailer.send(
      secondFactorLockoutMessage({
        productName: deps.defaultIssuer,
        to: owner.email,
        name: owner.name,
        url: `${deps.publicUrl}/settings/security`,
        lockedForSeconds: lock.lockedForSeconds,
        lockedUntil: lock.lockedUntil,
        locale: await recipientLocale(deps.db, owner.id),
      }),
    );
  } catch (error) {
    deps.logger.error({ err: error, userId: owner.id }, 'The lockout mail could not be sent');
  }
}

export type CodeOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Compares a second-factor code under the guard: refused while locked, a wrong code
 * counted (400, or the 429 of the lock it started), a right one resetting its factor.
 */
export async function guardedVerification<T>(
  deps: GuardDeps,
  owner: AccountOwner,
  factorId: string | null,
  compare: () => Promise<CodeOutcome<T>>,
): Promise<T> {
  const attemptId = await beginVerification(deps, owner, factorId);
  let outcome: CodeOutcome<T>;
  try {
    outcome = await compare();
  } catch (error) {
    await verificationAbandoned(deps, attemptId, error);
    throw error;
  }
  if (!outcome.ok) {
    await verificationFailed(deps, owner, factorId);
    throw new AppError('BAD_REQUEST', outcome.message);
  }
  await verificationSucceeded(deps, attemptId);
  return outcome.value;
}
