import Stripe from 'stripe';
import {
  cardBrandSchema,
  priceLookupKeySchema,
  type PriceLookupKey,
  type SubscriptionStatusValue,
} from '@waymark/shared/billing/contracts';
import { AppError } from '@/errors';
import type { StripeConfig } from '@/config/billing-config';
import type {
  PaymentProvider,
  ProviderInvoice,
  ProviderSubscription,
} from '@/capabilities/subscriptions/provider';

const PRICE_CACHE_MS = 10 * 60 * 1000;

export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  readonly stripe: Stripe;
  retrieveSubscription(id: string): Promise<ProviderSubscription>;
  /** Whose customer this is, by the metadata we wrote when creating it. */
  customerUserId(customerId: string): Promise<string | null>;
}

export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(config.apiBase ?? {}),
  });
}

const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id);
const dateOf = (seconds: number) => new Date(seconds * 1000);

// `unpaid` means Stripe gave up retrying: no access, like an incomplete first payment.
const statusMap: Record<string, SubscriptionStatusValue> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  incomplete: 'incomplete',
  unpaid: 'incomplete',
  paused: 'incomplete',
};

export function fromStripeSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  const lookupKey = priceLookupKeySchema
    .catch('waymark_pro_monthly')
    .parse(item?.price.lookup_key ?? undefined);
  const start = item?.current_period_start ?? subscription.start_date;
  const end = item?.current_period_end ?? subscription.billing_cycle_anchor;
  return {
    providerSubscriptionId: subscription.id,
    providerCustomerId: idOf(subscription.customer),
    status: statusMap[subscription.status] ?? 'incomplete',
    lookupKey,
    currentPeriodStart: dateOf(start),
    currentPeriodEnd: dateOf(end),
    trialEnd: subscription.trial_end ? dateOf(subscription.trial_end) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: subscription.canceled_at ? dateOf(subscription.canceled_at) : null,
    userId: subscription.metadata.user_id ?? null,
  };
}

export function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription;
  return subscription ? idOf(subscription) : null;
}

export function fromStripeInvoice(invoice: Stripe.Invoice): ProviderInvoice | null {
  if (!invoice.id) return null;
  const status = invoice.status ?? 'draft';
  return {
    providerInvoiceId: invoice.id,
    providerSubscriptionId: subscriptionIdOfInvoice(invoice),
    number: invoice.number ?? invoice.id,
    amountCents: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status: (['draft', 'open', 'paid', 'void', 'uncollectible'] as const).includes(status as never)
      ? (status as ProviderInvoice['status'])
      : 'open',
    periodStart: dateOf(invoice.period_start),
    periodEnd: dateOf(invoice.period_end),
    hostedUrl: invoice.hosted_invoice_url ?? null,
    createdAt: dateOf(invoice.created),
  };
}

/** Stripe's refusals in our error vocabulary; the card's message is passed on (spec §5). */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Stripe.errors.StripeCardError) {
    return new AppError('CARD_DECLINED', error.message, { cause: error });
  }
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.code === 'resource_missing'
  ) {
    return new AppError('BAD_REQUEST', error.message, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new AppError('PAYMENT_PROVIDER_ERROR', `Stripe: ${message}`, { cause: error });
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toAppError(error);
  }
}

/** The Stripe provider: the official SDK on the server; Stripe.js creates cards in the browser. */
export function createStripeProvider(config: StripeConfig): StripeProvider {
  const stripe = createStripeClient(config);
  const prices = new Map<string, { id: string; at: number }>();

  const priceIdOf = async (lookupKey: PriceLookupKey): Promise<string> => {
    const cached = prices.get(lookupKey);
    if (cached && Date.now() - cached.at < PRICE_CACHE_MS) return cached.id;
    const found = await call(() =>
      stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 }),
    );
    const price = found.data[0];
    if (!price) throw new AppError('BAD_REQUEST', `Unknown price: ${lookupKey}`);
    prices.set(lookupKey, { id: price.id, at: Date.now() });
    return price.id;
  };

  const paidInvoiceOf = (subscription: Stripe.Subscription): ProviderInvoice | null => {
    const latest = subscription.latest_invoice;
    return latest && typeof latest !== 'string' ? fromStripeInvoice(latest) : null;
  };

  return {
    name: 'stripe',
    publishableKey: config.publishableKey,
    stripe,

    async createCustomer(user) {
      const customer = await call(() =>
        stripe.customers.create(
          { email: user.email, name: user.name, metadata: { user_id: user.id } },
          // Two first cards at once make one customer.
          { idempotencyKey: `customer-${user.id}` },
        ),
      );
      return customer.id;
    },

    async attachPaymentMethod(customerId, paymentMethodId) {
      const method = await call(() =>
        stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }),
      );
      if (!method.card) throw new AppError('BAD_REQUEST', 'Only cards can be saved');
      return {
        paymentMethodId: method.id,
        brand: cardBrandSchema.catch('unknown').parse(method.card.brand),
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
        cardholderName: method.billing_details.name ?? null,
      };
    },

    async detachPaymentMethod(paymentMethodId) {
      try {
        await call(() => stripe.paymentMethods.detach(paymentMethodId));
      } catch (error) {
        // Already gone at Stripe (removed in the portal, say): removing our row is still right.
        if (!(error instanceof AppError && error.code === 'BAD_REQUEST')) throw error;
      }
    },

    async setDefaultPaymentMethod(customerId, paymentMethodId) {
      await call(() =>
        stripe.customers.update(customerId, {
          invoice_settings: { default_payment_method: paymentMethodId },
        }),
      );
    },

    async createSubscription(input) {
      const price = await priceIdOf(input.lookupKey);
      const subscription = await call(() =>
        stripe.subscriptions.create(
          {
            customer: input.customerId,
            items: [{ price }],
            default_payment_method: input.paymentMethodId,
            ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
            metadata: { user_id: input.userId },
            // A refused first payment fails the call instead of leaving an incomplete subscription.
            payment_behavior: 'error_if_incomplete',
            expand: ['latest_invoice'],
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return {
        subscription: fromStripeSubscription(subscription),
        invoice: paidInvoiceOf(subscription),
      };
    },

    async setCancelAtPeriodEnd(ref, cancel) {
      const subscription = await call(() =>
        stripe.subscriptions.update(ref.providerSubscriptionId, { cancel_at_period_end: cancel }),
      );
      return fromStripeSubscription(subscription);
    },

    async switchPrice(ref, lookupKey) {
      const price = await priceIdOf(lookupKey);
      const current = await call(() => stripe.subscriptions.retrieve(ref.providerSubscriptionId));
      const item = current.items.data[0];
      if (!item) throw new AppError('PAYMENT_PROVIDER_ERROR', 'Stripe subscription has no item');
      const subscription = await call(() =>
        stripe.subscriptions.update(ref.providerSubscriptionId, {
          items: [{ id: item.id, price }],
          proration_behavior: 'create_prorations',
          expand: ['latest_invoice'],
        }),
      );
      return { subscription: fromStripeSubscription(subscription), invoice: null };
    },

    async createCheckoutSession(_tx, input) {
      const price = await priceIdOf(input.lookupKey);
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: input.customerId,
          line_items: [{ price, quantity: 1 }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          client_reference_id: input.userId,
          subscription_data: { metadata: { user_id: input.userId } },
        }),
      );
      if (!session.url) throw new AppError('PAYMENT_PROVIDER_ERROR', 'Stripe returned no URL');
      return session.url;
    },

    async createPortalSession(_tx, input) {
      const session = await call(() =>
        stripe.billingPortal.sessions.create({
          customer: input.customerId,
          return_url: input.returnUrl,
        }),
      );
      return session.url;
    },

    async retrieveSubscription(id) {
      return fromStripeSubscription(await call(() => stripe.subscriptions.retrieve(id)));
    },

    async customerUserId(customerId) {
      const customer = await call(() => stripe.customers.retrieve(customerId));
      return 'deleted' in customer && customer.deleted ? null : (customer.metadata.user_id ?? null);
    },
  };
}
