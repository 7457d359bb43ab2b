import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { requestIdempotencyKeys } from '@/db/tables/idempotency';

/** A pending row's status: the first request is still running. */
export const PENDING_STATUS = 0;

/** Under withUser: drops the caller's keys past their time to live. */
export async function dropExpiredKeys(tx: AppTransaction, userId: string, before: Date) {
  await tx
    .delete(requestIdempotencyKeys)
    .where(
      and(eq(requestIdempotencyKeys.userId, userId), lt(requestIdempotencyKeys.createdAt, before)),
    );
}

/**
 * Under withUser: takes the key for this request (a pending row), or returns the row that
 * already holds it. The primary key makes two racing requests agree on one winner.
 */
export async function takeKey(
  tx: AppTransaction,
  row: { userId: string; key: string; scope: string },
): Promise<{ taken: true } | { taken: false; scope: string; statusCode: number; body: unknown }> {
  const inserted = await tx
    .insert(requestIdempotencyKeys)
    .values({ ...row, statusCode: PENDING_STATUS, body: sql`'null'::jsonb` })
    .onConflictDoNothing()
    .returning({ key: requestIdempotencyKeys.key });
  if (inserted.length > 0) return { taken: true };
  const [existing] = await tx
    .select()
    .from(requestIdempotencyKeys)
    .where(
      and(eq(requestIdempotencyKeys.userId, row.userId), eq(requestIdempotencyKeys.key, row.key)),
    );
  if (!existing) return { taken: true };
  return {
    taken: false,
    scope: existing.scope,
    statusCode: existing.statusCode,
    body: existing.body,
  };
}

/** Under withUser: the first answer, kept for repeats (a pending row replaced). */
export async function keepAnswer(
  tx: AppTransaction,
  row: { userId: string; key: string; scope: string; statusCode: number; body: unknown },
) {
  await releaseKey(tx, row.userId, row.key);
  await tx.insert(requestIdempotencyKeys).values(row);
}

/** Under withUser: a request that failed gives its key back, so a retry runs for real. */
export async function releaseKey(tx: AppTransaction, userId: string, key: string) {
  await tx
    .delete(requestIdempotencyKeys)
    .where(and(eq(requestIdempotencyKeys.userId, userId), eq(requestIdempotencyKeys.key, key)));
}
