// Owner: capabilities/subscriptions
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from '@/db/tables/profiles';

/**
 * Billing (issue 4). Our tables are what the API reads for both providers: the sandbox writes
 * them directly, the Stripe provider writes them from its answers and from webhooks.
 * RLS (drizzle/0006_billing.sql): a user sees and manages only their own rows;
 * processed_webhook_events is the server's alone.
 */
const providerColumn = () => text('provider', { enum: ['sandbox', 'stripe'] }).notNull();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const billingCustomers = pgTable(
  'billing_customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    provider: providerColumn(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    // One customer per user and provider: an installation moving from the sandbox to Stripe
    // keeps the sandbox history and gets a Stripe customer beside it.
    uniqueIndex('billing_customers_user_provider_key').on(table.userId, table.provider),
    uniqueIndex('billing_customers_provider_customer_id_key').on(table.providerCustomerId),
    check('billing_customers_provider_check', sql`${table.provider} in ('sandbox', 'stripe')`),
  ],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    provider: providerColumn(),
    stripePaymentMethodId: text('stripe_payment_method_id').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLastFour: text('card_last_four').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    cardholderName: text('cardholder_name'),
    isDefault: boolean('is_default').notNull().default(false),
    /** Set while the sandbox's authentication test card waits for its confirmation dialog. */
    confirmationId: uuid('confirmation_id'),
    /** Whether the card becomes the default once that confirmation is approved. */
    defaultOnConfirm: boolean('default_on_confirm').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('payment_methods_user_id_idx').on(table.userId),
    uniqueIndex('payment_methods_stripe_payment_method_id_key').on(table.stripePaymentMethodId),
    uniqueIndex('payment_methods_confirmation_id_key').on(table.confirmationId),
    // At most one default card per person.
    uniqueIndex('payment_methods_one_default_per_user')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
    check('payment_methods_provider_check', sql`${table.provider} in ('sandbox', 'stripe')`),
    check('payment_methods_last_four_check', sql`${table.cardLastFour} ~ '^[0-9]{4}$'`),
    check('payment_methods_exp_month_check', sql`${table.expMonth} between 1 and 12`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    provider: providerColumn(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    status: text('status', {
      enum: ['active', 'trialing', 'past_due', 'canceled', 'incomplete'],
    }).notNull(),
    plan: text('plan', { enum: ['monthly', 'yearly'] }).notNull(),
    priceLookupKey: text('price_lookup_key').notNull(),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    trialEnd: at('trial_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: at('canceled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_user_id_idx').on(table.userId),
    uniqueIndex('subscriptions_provider_subscription_id_key').on(table.providerSubscriptionId),
    // One live subscription per person: double clicks and two tabs end in one.
    uniqueIndex('subscriptions_one_live_per_user')
      .on(table.userId)
      .where(sql`${table.status} <> 'canceled'`),
    check('subscriptions_provider_check', sql`${table.provider} in ('sandbox', 'stripe')`),
    check(
      'subscriptions_status_check',
      sql`${table.status} in ('active', 'trialing', 'past_due', 'canceled', 'incomplete')`,
    ),
    check('subscriptions_plan_check', sql`${table.plan} in ('monthly', 'yearly')`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    /** Stripe's `in_…`; the sandbox's is derived from subscription and period, so a period bills once. */
    providerInvoiceId: text('provider_invoice_id').notNull(),
    number: text('number').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['draft', 'open', 'paid', 'void', 'uncollectible'] }).notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    hostedUrl: text('hosted_url'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('invoices_user_id_idx').on(table.userId),
    uniqueIndex('invoices_provider_invoice_id_key').on(table.providerInvoiceId),
    check('invoices_amount_check', sql`${table.amountCents} >= 0`),
    check(
      'invoices_status_check',
      sql`${table.status} in ('draft', 'open', 'paid', 'void', 'uncollectible')`,
    ),
  ],
);

/** Stripe event ids already handled: the same delivery twice changes things once. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: at('processed_at').notNull().defaultNow(),
});

/** One subscribe attempt per key and person: a repeated request answers the first result. */
export const billingIdempotencyKeys = pgTable(
  'billing_idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** The sandbox's checkout and portal sessions (its stand-in for Stripe's hosted pages). */
export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['checkout', 'portal'] }).notNull(),
    priceLookupKey: text('price_lookup_key'),
    status: text('status', { enum: ['open', 'completed', 'canceled'] })
      .notNull()
      .default('open'),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('sandbox_checkout_sessions_user_id_idx').on(table.userId),
    check('sandbox_checkout_sessions_kind_check', sql`${table.kind} in ('checkout', 'portal')`),
    check(
      'sandbox_checkout_sessions_status_check',
      sql`${table.status} in ('open', 'completed', 'canceled')`,
    ),
  ],
);

/**
 * Who has had their trial (issue 13 hole 6): one per person, ever. A row outlives the
 * subscription it came with, so cancelling and subscribing again never starts a second trial.
 * RLS (drizzle/0013_billing_trials.sql): app_user reads and inserts its own row, nothing else.
 */
export const billingTrials = pgTable(
  'billing_trials',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    days: integer('days').notNull(),
    grantedAt: at('granted_at').notNull().defaultNow(),
  },
  (table) => [check('billing_trials_days_check', sql`${table.days} > 0`)],
);

export const billingSchema = {
  billingCustomers,
  paymentMethods,
  subscriptions,
  invoices,
  processedWebhookEvents,
  billingIdempotencyKeys,
  sandboxCheckoutSessions,
  billingTrials,
};
