import { subscriptionStatus } from '@waymark/shared/billing/access-rule';
import type { Invoice, Subscription, SubscriptionStatus } from '@waymark/shared/billing/contracts';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { billingClock } from '@/capabilities/subscriptions/clock';
import { presentInvoice, presentSubscription } from '@/capabilities/subscriptions/presenter';
import {
  accountCreatedAt,
  listInvoices,
  listSubscriptions,
} from '@/capabilities/subscriptions/queries';
import { renewDueSandboxSubscriptions } from '@/capabilities/subscriptions/renewal';

/** The caller's subscriptions after due sandbox renewals, in the caller's transaction. */
export async function currentSubscriptions(tx: AppTransaction, now: Date): Promise<Subscription[]> {
  await renewDueSandboxSubscriptions(tx, now);
  return (await listSubscriptions(tx)).map(presentSubscription);
}

/** Spec §3 "subscription status result" by the access rule of spec §4 (shared/billing). */
export async function statusOf(
  tx: AppTransaction,
  db: AppDatabase,
  userId: string,
  now: Date,
): Promise<SubscriptionStatus> {
  const subscriptions = await currentSubscriptions(tx, now);
  const createdAt = await accountCreatedAt(tx, db, userId);
  return subscriptionStatus({ now, accountCreatedAt: createdAt, subscriptions });
}

export async function getStatus(db: AppDatabase, userId: string): Promise<SubscriptionStatus> {
  const now = billingClock.now();
  return withUser(db, userId, (tx) => statusOf(tx, db, userId, now));
}

export async function getSubscriptions(db: AppDatabase, userId: string): Promise<Subscription[]> {
  const now = billingClock.now();
  return withUser(db, userId, (tx) => currentSubscriptions(tx, now));
}

/** One of the caller's subscriptions; someone else's id is as unknown as a missing one. */
export async function getSubscription(
  db: AppDatabase,
  userId: string,
  id: string,
): Promise<Subscription> {
  const now = billingClock.now();
  const found = await withUser(db, userId, async (tx) =>
    (await currentSubscriptions(tx, now)).find((subscription) => subscription.id === id),
  );
  if (!found) throw new AppError('NOT_FOUND', 'Subscription not found');
  return found;
}

export async function getInvoices(db: AppDatabase, userId: string): Promise<Invoice[]> {
  const now = billingClock.now();
  return withUser(db, userId, async (tx) => {
    await renewDueSandboxSubscriptions(tx, now);
    return (await listInvoices(tx)).map(presentInvoice);
  });
}
