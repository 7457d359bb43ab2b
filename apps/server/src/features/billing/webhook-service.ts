import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import type { ProviderInvoice, ProviderSubscription } from '@/capabilities/subscriptions/provider';
import {
  upsertInvoice,
  upsertSubscription,
  userIdOfCustomer,
} from '@/capabilities/subscriptions/queries';
import { billingCustomers, processedWebhookEvents } from '@/db/tables/billing';
import { profiles } from '@/db/tables/profiles';
import {
  fromStripeInvoice,
  subscriptionIdOfInvoice,
  type StripeProvider,
} from '@/features/billing/stripe-provider';

/** What an event changes, read back from Stripe so late or reordered deliveries end right. */
interface Effect {
  userId: string | null;
  customerId: string | null;
  subscription: ProviderSubscription | null;
  invoice: ProviderInvoice | null;
}

export const handledEventTypes = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
] as const;

const idOf = (value: string | { id: string } | null) =>
  value === null ? null : typeof value === 'string' ? value : value.id;

async function effectOf(provider: StripeProvider, event: Stripe.Event): Promise<Effect | null> {
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    const subscriptionId = idOf(session.subscription);
    if (session.mode !== 'subscription' || !subscriptionId) return null;
    const subscription = await provider.retrieveSubscription(subscriptionId);
    return {
      userId: session.client_reference_id ?? subscription.userId,
      customerId: idOf(session.customer) ?? subscription.providerCustomerId,
      subscription,
      invoice: null,
    };
  }
  if (
    event.type === 'customer.subscription.created' ||
    event.type === 'customer.subscription.updated' ||
    event.type === 'customer.subscription.deleted' ||
    event.type === 'customer.subscription.trial_will_end'
  ) {
    const subscription = await provider.retrieveSubscription(event.data.object.id);
    return {
      userId: subscription.userId,
      customerId: subscription.providerCustomerId,
      subscription,
      invoice: null,
    };
  }
  if (
    event.type === 'invoice.paid' ||
    event.type === 'invoice.payment_failed' ||
    event.type === 'invoice.payment_action_required'
  ) {
    const invoiceId = event.data.object.id;
    if (!invoiceId) return null;
    const invoice = await provider.stripe.invoices.retrieve(invoiceId);
    const subscriptionId = subscriptionIdOfInvoice(invoice);
    const subscription = subscriptionId
      ? await provider.retrieveSubscription(subscriptionId)
      : null;
    return {
      userId: subscription?.userId ?? null,
      customerId: idOf(invoice.customer),
      subscription,
      invoice: fromStripeInvoice(invoice),
    };
  }
  // Other events are acknowledged (and recorded) without an effect.
  return null;
}

/** Whether `userId` names a person who still exists (their rows go with them when deleted). */
async function profileExists(db: AppDatabase, userId: string | null): Promise<boolean> {
  // Metadata is ours, but a hand-edited value must not reach a uuid column as an error.
  if (!userId || !z.uuid().safeParse(userId).success) return false;
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row !== undefined;
}

/** Whose event this is: the metadata we wrote, else our customer row, else Stripe's customer. */
async function resolveUserId(
  db: AppDatabase,
  provider: StripeProvider,
  effect: Effect,
): Promise<string | null> {
  if (await profileExists(db, effect.userId)) return effect.userId;
  if (!effect.customerId) return null;
  const ours = await userIdOfCustomer(db, effect.customerId);
  if (await profileExists(db, ours)) return ours;
  const theirs = await provider.customerUserId(effect.customerId);
  return (await profileExists(db, theirs)) ? theirs : null;
}

async function apply(
  tx: AppTransaction,
  userId: string,
  effect: Effect,
  log: FastifyBaseLogger,
): Promise<void> {
  if (effect.customerId) {
    await tx
      .insert(billingCustomers)
      .values({ userId, provider: 'stripe', providerCustomerId: effect.customerId })
      .onConflictDoNothing();
  }
  let subscriptionRowId: string | null = null;
  if (effect.subscription) {
    const subscription = effect.subscription;
    try {
      // A savepoint: a second live subscription of the same person (say, a Checkout finished
      // while another subscription ran) is logged for support instead of failing the event.
      const row = await tx.transaction((savepoint) =>
        upsertSubscription(savepoint, userId, 'stripe', subscription),
      );
      subscriptionRowId = row.id;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      log.warn(
        { subscription: subscription.providerSubscriptionId, userId },
        'Stripe subscription not recorded: the person already has a live subscription',
      );
    }
  }
  if (effect.invoice) await upsertInvoice(tx, userId, subscriptionRowId, effect.invoice);
}

/**
 * Handles one verified Stripe event exactly once. The event id is recorded in the same
 * transaction as its effect, so a redelivery (or two at once: the second waits on the first's
 * key) changes nothing. This runs on the privileged connection, which bypasses row-level
 * security: a webhook has no signed-in person, and the rows it writes belong to whoever the
 * Stripe customer or subscription metadata names.
 */
export async function handleStripeEvent(
  db: AppDatabase,
  provider: StripeProvider,
  event: Stripe.Event,
  log: FastifyBaseLogger,
): Promise<'processed' | 'duplicate'> {
  const [seen] = await db
    .select({ id: processedWebhookEvents.id })
    .from(processedWebhookEvents)
    .where(eq(processedWebhookEvents.id, event.id))
    .limit(1);
  if (seen) return 'duplicate';
  const effect = await effectOf(provider, event);
  const userId = effect ? await resolveUserId(db, provider, effect) : null;
  if (effect && !userId) {
    log.warn({ event: event.id, type: event.type }, 'Stripe event names no existing Waymark user');
  }
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(processedWebhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.id });
    if (recorded.length === 0) return 'duplicate';
    if (effect && userId) await apply(tx, userId, effect, log);
    return 'processed';
  });
}
