import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '@/db/client';
import { subscriptions } from '@/db/tables/billing';

export type NewSubscription = typeof subscriptions.$inferInsert;

const DAY = 24 * 60 * 60 * 1000;

/**
 * Inserts a subscription of `userId` (a profile) as the test superuser, past row-level
 * security and the provider: a live sandbox monthly plan whose period began now, unless
 * overridden. Tests of subscribing go through the billing API instead.
 */
export async function createSubscription(
  db: AppDatabase,
  overrides: Partial<NewSubscription> & { userId: string },
) {
  const now = Date.now();
  const [row] = await db
    .insert(subscriptions)
    .values({
      provider: 'sandbox',
      providerSubscriptionId: `sub_${randomUUID()}`,
      status: 'active',
      plan: 'monthly',
      priceLookupKey: 'waymark_pro_monthly',
      currentPeriodStart: new Date(now),
      currentPeriodEnd: new Date(now + 30 * DAY),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createSubscription inserted nothing');
  return row;
}
