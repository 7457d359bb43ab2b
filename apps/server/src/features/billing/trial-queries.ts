import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { billingTrials, subscriptions } from '@/db/tables/billing';

/**
 * Records that the caller got a trial of `days`, under row-level security; false when they had
 * one before: a recorded trial, or (for Stripe answers we never recorded) any subscription of
 * theirs that carries a trial end.
 */
export async function claimTrial(
  tx: AppTransaction,
  userId: string,
  days: number,
): Promise<boolean> {
  const [earlier] = await tx
    .select({ one: sql<number>`1` })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.trialEnd)))
    .limit(1);
  if (earlier) return false;
  const claimed = await tx
    .insert(billingTrials)
    .values({ userId, days })
    .onConflictDoNothing({ target: billingTrials.userId })
    .returning({ userId: billingTrials.userId });
  return claimed.length > 0;
}
