import {
  DEFAULT_PRICE_LOOKUP_KEY,
  type CreateSubscriptionInput,
  type PlanId,
  type Subscription,
} from '@waymark/shared/billing/contracts';
import type { AppTransaction } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { billingClock } from '@/capabilities/subscriptions/clock';
import type { BillingContext } from '@/features/billing/context';
import { planById } from '@/capabilities/subscriptions/plans';
import type { SubscriptionRef } from '@/capabilities/subscriptions/provider';
import { presentSubscription, subscriptionRef } from '@/capabilities/subscriptions/presenter';
import {
  findCustomer,
  findIdempotentSubscription,
  findLiveSubscription,
  findSubscription,
  listPaymentMethods,
  lockBillingOf,
  rememberIdempotencyKey,
  upsertInvoice,
  upsertSubscription,
  type SubscriptionRow,
} from '@/capabilities/subscriptions/queries';
import { renewDueSandboxSubscriptions } from '@/capabilities/subscriptions/renewal';
import { statusOf } from '@/capabilities/subscriptions/status';
import { trialDaysFor } from '@/features/billing/trial-service';

/**
 * Spec §7 createSubscription({ price_id, payment_method_id, trial_days }). The caller's billing
 * is locked for the whole transaction, so a double click or a second tab waits and then finds
 * the first subscription (by its idempotency key, or as the live one) instead of making another.
 */
export async function createSubscription(
  ctx: BillingContext,
  userId: string,
  input: CreateSubscriptionInput,
): Promise<Subscription> {
  const { db, provider } = ctx;
  const now = billingClock.now();
  const row = await withUser(db, userId, async (tx) => {
    await lockBillingOf(tx, userId);
    const repeated = await findIdempotentSubscription(tx, userId, input.idempotencyKey);
    if (repeated) return repeated;
    const status = await statusOf(tx, db, userId, now);
    const live = await findLiveSubscription(tx, userId);
    if (live) {
      await rememberIdempotencyKey(tx, userId, input.idempotencyKey, live.id);
      return live;
    }
    const methods = await listPaymentMethods(tx);
    const method = input.payment_method_id
      ? methods.find((candidate) => candidate.id === input.payment_method_id)
      : (methods.find((candidate) => candidate.isDefault) ?? methods[0]);
    if (!method && input.payment_method_id) {
      throw new AppError('NOT_FOUND', 'Payment method not found');
    }
    const customer = await findCustomer(tx, userId, provider.name);
    if (!method || !customer) {
      throw new AppError('BAD_REQUEST', 'Add a payment method before subscribing');
    }
    const created = await provider.createSubscription({
      userId,
      customerId: customer.providerCustomerId,
      lookupKey: input.price_id ?? DEFAULT_PRICE_LOOKUP_KEY,
      paymentMethodId: method.stripePaymentMethodId,
      // Spec §7's contract names `trial_days`, so the field is still accepted, but ignored: the
      // spec also says what it must be (the days left in grace, else 0), which only the server
      // can know for sure. Refusing a differing value would break honest clients whose clock or
      // rounding is a day off, or who do not know their trial is spent.
      trialDays: await trialDaysFor(tx, userId, status),
      idempotencyKey: `${userId}:${input.idempotencyKey}`,
      now,
    });
    const saved = await upsertSubscription(tx, userId, provider.name, created.subscription);
    if (created.invoice) await upsertInvoice(tx, userId, saved.id, created.invoice);
    await rememberIdempotencyKey(tx, userId, input.idempotencyKey, saved.id);
    return saved;
  });
  return presentSubscription(row);
}

/** Loads the caller's subscription (404 for unknown or someone else's) with its customer. */
async function ownSubscription(
  ctx: BillingContext,
  tx: AppTransaction,
  userId: string,
  id: string,
  now: Date,
): Promise<{ row: SubscriptionRow; customerId: string }> {
  await renewDueSandboxSubscriptions(tx, now);
  const row = await findSubscription(tx, id);
  if (!row) throw new AppError('NOT_FOUND', 'Subscription not found');
  if (row.provider !== ctx.provider.name) {
    throw new AppError('BAD_REQUEST', 'This subscription belongs to another payment provider');
  }
  const customer = await findCustomer(tx, userId, row.provider);
  return { row, customerId: customer?.providerCustomerId ?? '' };
}

function requireLive(row: SubscriptionRow): void {
  if (row.status === 'canceled') {
    throw new AppError('BAD_REQUEST', 'This subscription has ended; subscribe again instead');
  }
}

/**
 * Changes one of the caller's subscriptions under the billing lock: loads it (404 for unknown or
 * someone else's, 400 once it has ended), keeps it as it is when `isUnchanged`, else `change` asks
 * the provider and saves what it answers.
 */
async function changeLiveSubscription(
  ctx: BillingContext,
  userId: string,
  id: string,
  isUnchanged: (current: SubscriptionRow) => boolean,
  change: (tx: AppTransaction, ref: SubscriptionRef, now: Date) => Promise<SubscriptionRow>,
): Promise<Subscription> {
  const now = billingClock.now();
  const row = await withUser(ctx.db, userId, async (tx) => {
    await lockBillingOf(tx, userId);
    const { row: current, customerId } = await ownSubscription(ctx, tx, userId, id, now);
    requireLive(current);
    if (isUnchanged(current)) return current;
    return change(tx, subscriptionRef(current, customerId), now);
  });
  return presentSubscription(row);
}

/** Cancel at period end (`cancel`) or undo that (resume); access lasts until the period ends. */
export function setCancelAtPeriodEnd(
  ctx: BillingContext,
  userId: string,
  id: string,
  cancel: boolean,
): Promise<Subscription> {
  return changeLiveSubscription(
    ctx,
    userId,
    id,
    (current) => current.cancelAtPeriodEnd === cancel,
    async (tx, ref, now) => {
      const changed = await ctx.provider.setCancelAtPeriodEnd(ref, cancel, now);
      return upsertSubscription(tx, userId, ctx.provider.name, changed);
    },
  );
}

/** Monthly ↔ yearly. */
export function switchPlan(
  ctx: BillingContext,
  userId: string,
  id: string,
  plan: PlanId,
): Promise<Subscription> {
  return changeLiveSubscription(
    ctx,
    userId,
    id,
    (current) => current.plan === plan,
    async (tx, ref, now) => {
      const switched = await ctx.provider.switchPrice(ref, planById(plan).lookupKey, now);
      const saved = await upsertSubscription(tx, userId, ctx.provider.name, switched.subscription);
      if (switched.invoice) await upsertInvoice(tx, userId, saved.id, switched.invoice);
      return saved;
    },
  );
}
