import { and, asc, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { findFirstForUpdate, isCaller, isCallersRow, withServerRole } from '@/db/server-role';
import { users } from '@/db/tables/auth';
import {
  billingCustomers,
  billingIdempotencyKeys,
  invoices,
  paymentMethods,
  subscriptions,
} from '@/db/tables/billing';
import type { ProviderInvoice, ProviderSubscription } from '@/capabilities/subscriptions/provider';
import { planByLookupKey } from '@/capabilities/subscriptions/plans';
import { profiles } from '@/db/tables/profiles';

export type CustomerRow = typeof billingCustomers.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
type Provider = CustomerRow['provider'];

// Request queries run under withUser(): row-level security limits them to the caller's rows.
// `Db` queries marked "privileged" run on the connection that bypasses it (webhooks, pages).
// app_user may only read customers, cards, subscriptions and invoices (migration 0011): their
// writes, and the reads that lock rows (FOR UPDATE needs the UPDATE privilege), run with
// withServerRole() in the caller's transaction, and name the caller's rows themselves.
type Db = AppDatabase | AppTransaction;

/** Serialises the caller's billing writes (two tabs subscribing at once) until the transaction ends. */
export async function lockBillingOf(tx: AppTransaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`billing:${userId}`}, 0))`);
}

/** `profiles.created_at`, else the account's (privileged: better-auth's table has no policies). */
export async function accountCreatedAt(
  tx: AppTransaction,
  db: AppDatabase,
  userId: string,
): Promise<Date> {
  const [profile] = await tx
    .select({ createdAt: profiles.createdAt })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  if (profile) return profile.createdAt;
  const [user] = await db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user?.createdAt ?? new Date();
}

/** Name and e-mail for the provider's customer record (privileged read of better-auth's table). */
export async function customerIdentity(db: AppDatabase, userId: string) {
  const [user] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { id: userId, email: user?.email ?? '', name: user?.name ?? '' };
}

export async function findCustomer(
  tx: Db,
  userId: string,
  provider: Provider,
): Promise<CustomerRow | null> {
  const [row] = await tx
    .select()
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)))
    .limit(1);
  return row ?? null;
}

/** Keeps the first customer when two requests created one each at the same time. */
export async function saveCustomer(
  tx: AppTransaction,
  values: { userId: string; provider: Provider; providerCustomerId: string },
): Promise<CustomerRow> {
  await withServerRole(tx, (server) =>
    server
      .insert(billingCustomers)
      .values(values)
      .onConflictDoNothing({ target: [billingCustomers.userId, billingCustomers.provider] }),
  );
  const row = await findCustomer(tx, values.userId, values.provider);
  if (!row) throw new Error('billing customer missing after insert');
  return row;
}

/** Privileged: whose provider customer this is (webhooks). */
export async function userIdOfCustomer(db: Db, providerCustomerId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.providerCustomerId, providerCustomerId))
    .limit(1);
  return row?.userId ?? null;
}

// ---------------------------------------------------------------- payment methods

/** Saved cards, oldest first; cards still waiting for a sandbox confirmation are not saved yet. */
export async function listPaymentMethods(tx: AppTransaction): Promise<PaymentMethodRow[]> {
  return tx
    .select()
    .from(paymentMethods)
    .where(isNull(paymentMethods.confirmationId))
    .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id));
}

export async function findPaymentMethod(
  tx: AppTransaction,
  id: string,
): Promise<PaymentMethodRow | null> {
  const [row] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), isNull(paymentMethods.confirmationId)))
    .limit(1);
  return row ?? null;
}

export async function findPaymentMethodByProviderId(
  tx: AppTransaction,
  providerId: string,
): Promise<PaymentMethodRow | null> {
  const [row] = await tx
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.stripePaymentMethodId, providerId))
    .limit(1);
  return row ?? null;
}

export async function findPendingConfirmation(
  tx: AppTransaction,
  confirmationId: string,
): Promise<PaymentMethodRow | null> {
  const [row] = await tx
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.confirmationId, confirmationId))
    .limit(1);
  return row ?? null;
}

export async function insertPaymentMethod(
  tx: AppTransaction,
  values: typeof paymentMethods.$inferInsert,
): Promise<PaymentMethodRow> {
  const [row] = await withServerRole(tx, (server) =>
    server.insert(paymentMethods).values(values).returning(),
  );
  if (!row) throw new Error('payment method insert returned nothing');
  return row;
}

export async function confirmPaymentMethod(tx: AppTransaction, id: string): Promise<void> {
  await withServerRole(tx, (server) =>
    server
      .update(paymentMethods)
      .set({ confirmationId: null })
      .where(and(eq(paymentMethods.id, id), isCaller(paymentMethods.userId))),
  );
}

/** The one default card: the old default is cleared first so the partial unique index holds. */
export async function makeDefault(tx: AppTransaction, userId: string, id: string): Promise<void> {
  const own = isCallersRow(paymentMethods.userId, userId);
  await withServerRole(tx, async (server) => {
    await server
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(and(own, eq(paymentMethods.isDefault, true), ne(paymentMethods.id, id)));
    await server
      .update(paymentMethods)
      .set({ isDefault: true })
      .where(and(own, eq(paymentMethods.id, id)));
  });
}

export async function deletePaymentMethod(tx: AppTransaction, id: string): Promise<void> {
  await withServerRole(tx, (server) =>
    server
      .delete(paymentMethods)
      .where(and(eq(paymentMethods.id, id), isCaller(paymentMethods.userId))),
  );
}

// ---------------------------------------------------------------- subscriptions

/** Newest first. */
export async function listSubscriptions(tx: AppTransaction): Promise<SubscriptionRow[]> {
  return tx
    .select()
    .from(subscriptions)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

export async function findSubscription(
  tx: AppTransaction,
  id: string,
): Promise<SubscriptionRow | null> {
  return findFirstForUpdate(tx, subscriptions, [
    eq(subscriptions.id, id),
    isCaller(subscriptions.userId),
  ]);
}

export async function findLiveSubscription(
  tx: AppTransaction,
  userId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'canceled')))
    .limit(1);
  return row ?? null;
}

/** Privileged: the row of a provider subscription (webhooks). */
export async function findByProviderSubscriptionId(
  db: Db,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  return row ?? null;
}

function subscriptionValues(subscription: ProviderSubscription) {
  const plan = planByLookupKey(subscription.lookupKey);
  return {
    status: subscription.status,
    plan: plan?.id ?? 'monthly',
    priceLookupKey: subscription.lookupKey,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    trialEnd: subscription.trialEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    canceledAt: subscription.canceledAt,
  };
}

/**
 * Writes the provider's view of a subscription; the same provider id updates its row, so the
 * subscribe request and a webhook racing it end in one row. Never someone else's row: the
 * server's role is not bound by the policies, so the update names its owner.
 */
export async function upsertSubscription(
  tx: Db,
  userId: string,
  provider: Provider,
  subscription: ProviderSubscription,
): Promise<SubscriptionRow> {
  const values = subscriptionValues(subscription);
  const [row] = await withServerRole(tx, (server) =>
    server
      .insert(subscriptions)
      .values({
        ...values,
        userId,
        provider,
        providerSubscriptionId: subscription.providerSubscriptionId,
      })
      .onConflictDoUpdate({
        target: subscriptions.providerSubscriptionId,
        set: values,
        setWhere: eq(subscriptions.userId, userId),
      })
      .returning(),
  );
  if (!row) throw new Error('subscription upsert returned nothing');
  return row;
}

/**
 * The caller's sandbox subscriptions whose period has ended by `now`, locked until commit.
 * Every status read asks, and almost always none is due: that answer costs one plain read,
 * and only a due one pays for the server's role its lock needs.
 */
export async function lockDueSandboxSubscriptions(
  tx: AppTransaction,
  now: Date,
): Promise<SubscriptionRow[]> {
  const due = and(
    isCaller(subscriptions.userId),
    eq(subscriptions.provider, 'sandbox'),
    inArray(subscriptions.status, ['active', 'trialing']),
    lte(subscriptions.currentPeriodEnd, now),
  );
  const [any] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(due).limit(1);
  if (!any) return [];
  return withServerRole(tx, (server) =>
    server.select().from(subscriptions).where(due).for('update'),
  );
}

/** Where the sandbox's clock moved one of the caller's subscriptions. */
export async function saveRenewedPeriod(
  tx: AppTransaction,
  id: string,
  values: Pick<
    SubscriptionRow,
    'status' | 'currentPeriodStart' | 'currentPeriodEnd' | 'canceledAt'
  >,
): Promise<void> {
  await withServerRole(tx, (server) =>
    server
      .update(subscriptions)
      .set(values)
      .where(and(eq(subscriptions.id, id), isCaller(subscriptions.userId))),
  );
}

export async function findIdempotentSubscription(
  tx: AppTransaction,
  userId: string,
  key: string,
): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select({ subscription: subscriptions })
    .from(billingIdempotencyKeys)
    .innerJoin(subscriptions, eq(subscriptions.id, billingIdempotencyKeys.subscriptionId))
    .where(and(eq(billingIdempotencyKeys.userId, userId), eq(billingIdempotencyKeys.key, key)))
    .limit(1);
  return row?.subscription ?? null;
}

export async function rememberIdempotencyKey(
  tx: AppTransaction,
  userId: string,
  key: string,
  subscriptionId: string,
): Promise<void> {
  await tx
    .insert(billingIdempotencyKeys)
    .values({ userId, key, subscriptionId })
    .onConflictDoNothing();
}

// ---------------------------------------------------------------- invoices

export async function upsertInvoice(
  tx: Db,
  userId: string,
  subscriptionId: string | null,
  invoice: ProviderInvoice,
): Promise<void> {
  const values = {
    number: invoice.number,
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    status: invoice.status,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    hostedUrl: invoice.hostedUrl,
  };
  await withServerRole(tx, (server) =>
    server
      .insert(invoices)
      .values({
        ...values,
        userId,
        subscriptionId,
        providerInvoiceId: invoice.providerInvoiceId,
        createdAt: invoice.createdAt,
      })
      .onConflictDoUpdate({
        target: invoices.providerInvoiceId,
        set: values,
        setWhere: eq(invoices.userId, userId),
      }),
  );
}

/** Newest period first. */
export async function listInvoices(tx: AppTransaction): Promise<InvoiceRow[]> {
  return tx.select().from(invoices).orderBy(desc(invoices.periodStart), desc(invoices.createdAt));
}
