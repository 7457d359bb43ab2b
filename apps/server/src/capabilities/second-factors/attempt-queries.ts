import { and, count, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { authFactorAttempts, authFactorLockouts } from '@/db/tables/factors';

// The guessing counters. Every query runs in a transaction on the privileged connection
// (app_user has no privilege on these tables): only the server counts, never the caller.
// Times are the database's now(), so every node measures the same windows.

export type AttemptKind = (typeof authFactorAttempts.$inferInsert)['kind'];

export interface GuardRow {
  /** Seconds until the current lock ends; null when the account is not locked. */
  lockedForSeconds: number | null;
  lockedUntil: Date | null;
}

const since = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/**
 * Locks the account's guard row for the transaction (creating it on first use): the checks
 * and writes of one account's attempts run one at a time on every node, so parallel
 * guesses cannot all slip under a limit.
 */
export async function lockAccountGuard(tx: AppTransaction, userId: string): Promise<GuardRow> {
  await tx.insert(authFactorLockouts).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select({
      lockedUntil: authFactorLockouts.lockedUntil,
      lockedForSeconds: sql<
        number | null
      >`case when ${authFactorLockouts.lockedUntil} > now() then ceil(extract(epoch from ${authFactorLockouts.lockedUntil} - now()))::int end`,
    })
    .from(authFactorLockouts)
    .where(eq(authFactorLockouts.userId, userId))
    .for('update');
  if (!row) throw new Error('The account guard row is missing');
  return row;
}

/** One number's SMS budget is shared by every account: their sends wait for each other. */
export async function lockPhone(tx: AppTransaction, phoneHash: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`factor-sms:${phoneHash}`}))`);
}

export interface WindowUsage {
  count: number;
  /** Seconds until the oldest counted row leaves the window. */
  freeInSeconds: number;
}

async function usage(tx: AppTransaction, where: SQL | undefined, windowSeconds: number) {
  const [row] = await tx
    .select({
      count: count(),
      freeInSeconds: sql<number>`coalesce(ceil(extract(epoch from min(${authFactorAttempts.createdAt}) + make_interval(secs => ${windowSeconds}) - now())), 0)::int`,
    })
    .from(authFactorAttempts)
    .where(and(where, gt(authFactorAttempts.createdAt, since(windowSeconds))));
  return { count: row?.count ?? 0, freeInSeconds: Math.max(row?.freeInSeconds ?? 0, 1) };
}

/** Rows of one kind an account wrote in the last `windowSeconds`. */
export function accountUsage(
  tx: AppTransaction,
  userId: string,
  kind: AttemptKind,
  windowSeconds: number,
): Promise<WindowUsage> {
  return usage(
    tx,
    and(eq(authFactorAttempts.userId, userId), eq(authFactorAttempts.kind, kind)),
    windowSeconds,
  );
}

/** SMS sent to one number in the last `windowSeconds`, from any account. */
export function phoneUsage(
  tx: AppTransaction,
  phoneHash: string,
  windowSeconds: number,
): Promise<WindowUsage> {
  return usage(
    tx,
    and(eq(authFactorAttempts.phoneHash, phoneHash), eq(authFactorAttempts.kind, 'sms')),
    windowSeconds,
  );
}

export interface FailureCounts {
  account: number;
  /** Of those, on `factorId` since its last successful verification. */
  factor: number;
}

/**
 * Wrong codes within the window, ignoring those before the last lock ended (the lock was
 * their answer) and, per factor, those before the factor's last success.
 */
export async function countFailures(
  tx: AppTransaction,
  userId: string,
  factorId: string | null,
  windowSeconds: number,
  lockedUntil: Date | null,
): Promise<FailureCounts> {
  const lastSuccess = sql`(
    select max(s.created_at) from ${authFactorAttempts} s
    where s.user_id = ${userId} and s.factor_id = ${factorId} and s.kind = 'success'
  )`;
  const onFactor =
    factorId === null
      ? sql<number>`0`
      : sql<number>`count(*) filter (where ${authFactorAttempts.factorId} = ${factorId} and ${authFactorAttempts.createdAt} > coalesce(${lastSuccess}, '-infinity'::timestamptz))`;
  const [row] = await tx
    .select({ account: count(), factor: sql<number>`(${onFactor})::int` })
    .from(authFactorAttempts)
    .where(
      and(
        eq(authFactorAttempts.userId, userId),
        eq(authFactorAttempts.kind, 'failure'),
        gt(authFactorAttempts.createdAt, since(windowSeconds)),
        lockedUntil ? gt(authFactorAttempts.createdAt, lockedUntil) : undefined,
      ),
    );
  return { account: row?.account ?? 0, factor: row?.factor ?? 0 };
}

export async function insertAttempt(
  tx: AppTransaction,
  values: typeof authFactorAttempts.$inferInsert,
): Promise<string> {
  const [row] = await tx
    .insert(authFactorAttempts)
    .values(values)
    .returning({ id: authFactorAttempts.id });
  if (!row) throw new Error('Inserting an attempt returned no row');
  return row.id;
}

/** The code was right: the pending failure becomes the factor's last success. */
export async function markAttemptSucceeded(tx: AppTransaction, attemptId: string): Promise<void> {
  await tx
    .update(authFactorAttempts)
    .set({ kind: 'success' })
    .where(eq(authFactorAttempts.id, attemptId));
}

/** The request failed before any code was compared (unknown challenge, expired…): no guess. */
export async function deleteAttempt(tx: AppTransaction, attemptId: string): Promise<void> {
  await tx.delete(authFactorAttempts).where(eq(authFactorAttempts.id, attemptId));
}

/** Rows older than every window and lock memory are of no more use. */
export async function deleteOldAttempts(
  tx: AppTransaction,
  userId: string,
  olderThanSeconds: number,
): Promise<void> {
  await tx
    .delete(authFactorAttempts)
    .where(
      and(
        eq(authFactorAttempts.userId, userId),
        lt(authFactorAttempts.createdAt, since(olderThanSeconds)),
      ),
    );
}

/**
 * Starts a lock: `baseSeconds`, doubled for each lock in a row (one that began within
 * `memorySeconds` of the previous one's end), at most `maxSeconds`. Every SET expression
 * reads the row as it was, so both columns see the previous lock.
 */
export interface LockoutDurations {
  baseSeconds: number;
  maxSeconds: number;
  memorySeconds: number;
}

export async function startLockout(
  tx: AppTransaction,
  userId: string,
  { baseSeconds, maxSeconds, memorySeconds }: LockoutDurations,
): Promise<{ lockedUntil: Date; lockedForSeconds: number }> {
  const previous = sql`(${authFactorLockouts.lockedUntil} is not null and ${authFactorLockouts.lockedUntil} > ${since(memorySeconds)})`;
  const inARow = sql`case when ${previous} then ${authFactorLockouts.lockouts} else 0 end`;
  const [row] = await tx
    .update(authFactorLockouts)
    .set({
      lockouts: sql`${inARow} + 1`,
      lockedUntil: sql`now() + make_interval(secs => least(${baseSeconds} * power(2, least(${inARow}, 16)), ${maxSeconds}))`,
    })
    .where(eq(authFactorLockouts.userId, userId))
    .returning({
      lockedUntil: authFactorLockouts.lockedUntil,
      lockedForSeconds: sql<number>`ceil(extract(epoch from ${authFactorLockouts.lockedUntil} - now()))::int`,
    });
  if (!row?.lockedUntil) throw new Error('The account guard row is missing');
  return { lockedUntil: row.lockedUntil, lockedForSeconds: row.lockedForSeconds };
}
