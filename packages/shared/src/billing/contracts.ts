import { z } from 'zod';
import { userText } from '../text';
import { billingPlans } from '../billing-plans';

/**
 * Every billing call between the web app and the server (issue 4). Requests are parsed with these
 * schemas on the server (bad input → 400 with field messages) and responses are checked against
 * them in tests, so both sides change together.
 *
 * Errors use the house error body `{ error: { code, message } }`, except `POST /api/payments`,
 * whose errors are plain text because spec §7 makes the response text the client's message.
 */
export const billingApi = {
  status: '/api/billing/status',
  config: '/api/billing/config',
  subscriptions: '/api/billing/subscriptions',
  subscription: (id: string) => `/api/billing/subscriptions/${encodeURIComponent(id)}`,
  cancelSubscription: (id: string) => `/api/billing/subscriptions/${encodeURIComponent(id)}/cancel`,
  resumeSubscription: (id: string) => `/api/billing/subscriptions/${encodeURIComponent(id)}/resume`,
  switchSubscription: (id: string) => `/api/billing/subscriptions/${encodeURIComponent(id)}/switch`,
  paymentMethods: '/api/billing/payment-methods',
  defaultPaymentMethod: (id: string) =>
    `/api/billing/payment-methods/${encodeURIComponent(id)}/default`,
  paymentMethod: (id: string) => `/api/billing/payment-methods/${encodeURIComponent(id)}`,
  sandboxPaymentMethods: '/api/billing/sandbox/payment-methods',
  sandboxConfirmation: (id: string) =>
    `/api/billing/sandbox/confirmations/${encodeURIComponent(id)}`,
  invoices: '/api/billing/invoices',
  /** Spec §7 `POST /payments`: checkout and portal sessions. */
  payments: '/api/payments',
  /** Stripe's webhook; not called by the web app. */
  webhook: '/api/billing/webhook',
} as const;

/** Where the checkout and portal send the person back to, with `?checkout=success|canceled`. */
export const checkoutResults = ['success', 'canceled'] as const;
export type CheckoutResult = (typeof checkoutResults)[number];

const isoDateTime = z.iso.datetime({ offset: true });

// ---------------------------------------------------------------- plans and prices

export const planIds = ['monthly', 'yearly'] as const;
export const planIdSchema = z.enum(planIds, { error: 'plan must be "monthly" or "yearly"' });
export type PlanId = z.infer<typeof planIdSchema>;

/** The Stripe lookup keys of the plans (`stripe_price_id` of the fixed plan list). */
export const priceLookupKeys = billingPlans.map((plan) => plan.stripe_price_id);
export type PriceLookupKey = (typeof billingPlans)[number]['stripe_price_id'];
export const priceLookupKeySchema = z.enum(
  priceLookupKeys as [PriceLookupKey, ...PriceLookupKey[]],
  { error: 'Unknown price: use waymark_pro_monthly or waymark_pro_yearly' },
);
export const DEFAULT_PRICE_LOOKUP_KEY: PriceLookupKey = 'waymark_pro_monthly';

// ---------------------------------------------------------------- subscriptions

export const subscriptionStatuses = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
] as const;
export const subscriptionStatusValueSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatusValue = z.infer<typeof subscriptionStatusValueSchema>;

export const subscriptionSchema = z.object({
  id: z.uuid(),
  status: subscriptionStatusValueSchema,
  plan: planIdSchema,
  /** Lookup key of the price, e.g. `waymark_pro_monthly`. */
  priceId: priceLookupKeySchema,
  currentPeriodEnd: isoDateTime,
  /** Spec §3 `trial_end`; null when the subscription never had a trial. */
  trialEnd: isoDateTime.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  createdAt: isoDateTime,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionListSchema = z.object({ subscriptions: z.array(subscriptionSchema) });
export type SubscriptionList = z.infer<typeof subscriptionListSchema>;

export const subscriptionIdParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a valid UUID' }),
});

/** Spec §7 createSubscription({ price_id, payment_method_id, trial_days }). */
export const createSubscriptionSchema = z.object({
  /** Lookup key; the monthly plan when absent. */
  price_id: priceLookupKeySchema.optional(),
  /** Our payment method id (uuid); the default card, else the first, when absent. */
  payment_method_id: z.uuid({ error: 'payment_method_id must be a valid UUID' }).optional(),
  /**
   * Spec §7's trial days, accepted for the contract but ignored: the server gives the days left
   * in grace, else 0, and one trial per person ever, whatever a client sends.
   */
  trial_days: z
    .number({ error: 'trial_days must be a number' })
    .int('trial_days must be a whole number')
    .min(0, 'trial_days cannot be negative')
    .max(30, 'trial_days can be at most 30')
    .optional(),
  /** One per subscribe attempt (double clicks and two tabs send the same or race: one subscription). */
  idempotencyKey: userText({ error: 'idempotencyKey is required' })
    .min(8, 'idempotencyKey must be at least 8 characters')
    .max(200, 'idempotencyKey must be at most 200 characters'),
});
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionSchema>;

export const switchPlanSchema = z.object({ plan: planIdSchema });
export type SwitchPlanInput = z.infer<typeof switchPlanSchema>;

// ---------------------------------------------------------------- status (spec §3, §4)

export const subscriptionStatusSchema = z.object({
  hasAccess: z.boolean(),
  isTrialing: z.boolean(),
  isActive: z.boolean(),
  /** Whole days left of a trial subscription; 0 without one. */
  daysLeftInTrial: z.number().int(),
  subscription: subscriptionSchema.nullable(),
  needsPayment: z.boolean(),
  /** Whole elapsed 24-hour days since the account was created. */
  daysOnPlatform: z.number().int().nonnegative(),
  isInGracePeriod: z.boolean(),
  /** Beyond the spec: the provider is retrying a failed payment; access is kept meanwhile. */
  isPastDue: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

// ---------------------------------------------------------------- payment methods (spec §3)

export const cardBrands = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
  'unknown',
] as const;
export const cardBrandSchema = z.enum(cardBrands, { error: 'Unknown card brand' });
export type CardBrand = z.infer<typeof cardBrandSchema>;

export const paymentMethodSchema = z.object({
  id: z.uuid(),
  /** The provider's id: `pm_…` on Stripe, `pm_sandbox_…` on the sandbox. */
  stripe_payment_method_id: z.string(),
  card_brand: cardBrandSchema,
  card_last_four: z.string().regex(/^\d{4}$/),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int(),
  cardholder_name: z.string().nullable(),
  is_default: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodListSchema = z.object({ paymentMethods: z.array(paymentMethodSchema) });
export type PaymentMethodList = z.infer<typeof paymentMethodListSchema>;

export const paymentMethodIdParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a valid UUID' }),
});

/** Spec §7 addPaymentMethod(paymentMethodId): a method the browser created with the provider. */
export const addPaymentMethodSchema = z.object({
  paymentMethodId: z
    .string({ error: 'paymentMethodId is required' })
    .regex(/^pm_[A-Za-z0-9_]{3,200}$/, 'paymentMethodId must be a payment method id (pm_…)'),
  setAsDefault: z.boolean().optional(),
});
export type AddPaymentMethodInput = z.infer<typeof addPaymentMethodSchema>;

/** How a Stripe test card number behaves (derived in the browser, see test-cards.ts). */
export const testCardBehaviours = [
  'succeeds',
  'declined',
  'insufficient_funds',
  'requires_authentication',
] as const;
export const testCardBehaviourSchema = z.enum(testCardBehaviours);
export type TestCardBehaviour = z.infer<typeof testCardBehaviourSchema>;

/**
 * The sandbox card form: the browser derives these from the number and sends only them; the
 * full number never leaves the browser.
 */
export const sandboxPaymentMethodSchema = z.object({
  brand: cardBrandSchema,
  last4: z.string({ error: 'last4 is required' }).regex(/^\d{4}$/, 'last4 must be four digits'),
  expMonth: z
    .number({ error: 'expMonth is required' })
    .int('expMonth must be a whole number')
    .min(1, 'expMonth must be 1–12')
    .max(12, 'expMonth must be 1–12'),
  expYear: z
    .number({ error: 'expYear is required' })
    .int('expYear must be a whole number')
    .min(2000, 'expYear must be a four-digit year')
    .max(2100, 'expYear must be a four-digit year'),
  cardholderName: userText({ error: 'Cardholder name is required' })
    .trim()
    .min(1, 'Cardholder name is required')
    .max(200, 'Cardholder name must be at most 200 characters'),
  testCard: testCardBehaviourSchema.optional(),
  setAsDefault: z.boolean().optional(),
});
export type SandboxPaymentMethodInput = z.infer<typeof sandboxPaymentMethodSchema>;

/**
 * Answer of `POST /api/billing/sandbox/payment-methods`: the saved card, or — for the
 * authentication test card — a card waiting for the sandbox confirmation dialog.
 */
export const sandboxPaymentMethodResultSchema = z.union([
  z.object({ paymentMethod: paymentMethodSchema, requiresAction: z.literal(false) }),
  z.object({
    paymentMethod: paymentMethodSchema,
    requiresAction: z.literal(true),
    confirmationId: z.uuid(),
  }),
]);
export type SandboxPaymentMethodResult = z.infer<typeof sandboxPaymentMethodResultSchema>;

export const sandboxConfirmationParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a valid UUID' }),
});
export const sandboxConfirmationSchema = z.object({
  approve: z.boolean({ error: 'approve must be true or false' }),
});
export type SandboxConfirmationInput = z.infer<typeof sandboxConfirmationSchema>;

/** Messages of a refused card, as Stripe words them (code `CARD_DECLINED`, HTTP 402). */
export const cardDeclineMessages = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  authentication_failed: 'We are unable to authenticate your payment method.',
} as const;

// ---------------------------------------------------------------- invoices

export const invoiceStatuses = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;
export const invoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  amountCents: z.number().int().nonnegative(),
  /** Lower-case ISO 4217, e.g. `usd`. */
  currency: z.string(),
  status: z.enum(invoiceStatuses),
  periodStart: isoDateTime,
  periodEnd: isoDateTime,
  createdAt: isoDateTime,
  hostedUrl: z.string().nullable().optional(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListSchema = z.object({ invoices: z.array(invoiceSchema) });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

// ---------------------------------------------------------------- spec §7 POST /payments

export const paymentsRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('create-checkout-session'), lookup_key: priceLookupKeySchema }),
    z.object({ action: z.literal('create-portal-session') }),
  ],
  { error: 'action must be "create-checkout-session" or "create-portal-session"' },
);
export type PaymentsRequest = z.infer<typeof paymentsRequestSchema>;
export const paymentsResponseSchema = z.object({ url: z.string() });
export type PaymentsResponse = z.infer<typeof paymentsResponseSchema>;

// ---------------------------------------------------------------- config

export const billingProviders = ['sandbox', 'stripe'] as const;
export type BillingProviderName = (typeof billingProviders)[number];
export const billingConfigSchema = z.object({
  provider: z.enum(billingProviders),
  /** Stripe.js key; only with the stripe provider. */
  publishableKey: z.string().optional(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;
