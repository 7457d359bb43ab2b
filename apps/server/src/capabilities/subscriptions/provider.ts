import type {
  CardBrand,
  PriceLookupKey,
  SubscriptionStatusValue,
} from '@waymark/shared/billing/contracts';
import type { AppTransaction } from '@/db/client';

/** What a provider tells us about a card; never its number. */
export interface CardDetails {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  cardholderName: string | null;
}

/** The terms of a subscription, which we and the provider both hold. */
interface SubscriptionTerms {
  providerSubscriptionId: string;
  providerCustomerId: string;
  status: SubscriptionStatusValue;
  lookupKey: PriceLookupKey;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
}

/** A subscription as the provider holds it, in our vocabulary. */
export interface ProviderSubscription extends SubscriptionTerms {
  /** Our user id as written into the provider's metadata; null when absent. */
  userId: string | null;
}

export interface ProviderInvoice {
  providerInvoiceId: string;
  providerSubscriptionId: string | null;
  number: string;
  amountCents: number;
  currency: string;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  periodStart: Date;
  periodEnd: Date;
  hostedUrl: string | null;
  createdAt: Date;
}

/** Our row of a subscription, as far as a provider needs it to change the subscription. */
export interface SubscriptionRef extends SubscriptionTerms {
  userId: string;
}

export interface CreateSubscriptionInput {
  userId: string;
  customerId: string;
  lookupKey: PriceLookupKey;
  paymentMethodId: string;
  trialDays: number;
  idempotencyKey: string;
  now: Date;
}

/**
 * The payment provider behind the billing API. Implementations only talk to the provider (the
 * sandbox: compute); the service persists what they answer in our tables, so a failed call
 * leaves no half-written rows. Card refusals throw AppError('CARD_DECLINED'), an unknown price
 * AppError('BAD_REQUEST'), anything else AppError('PAYMENT_PROVIDER_ERROR').
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Stripe.js key for the browser; none for the sandbox. */
  readonly publishableKey: string | undefined;
  createCustomer(user: { id: string; email: string; name: string }): Promise<string>;
  /**
   * The saved method's id can differ from the one sent: Stripe's test tokens (pm_card_visa)
   * attach as a new method, as a cloned method would.
   */
  attachPaymentMethod(
    customerId: string,
    paymentMethodId: string,
  ): Promise<CardDetails & { paymentMethodId: string }>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
  createSubscription(
    input: CreateSubscriptionInput,
  ): Promise<{ subscription: ProviderSubscription; invoice: ProviderInvoice | null }>;
  setCancelAtPeriodEnd(
    subscription: SubscriptionRef,
    cancel: boolean,
    now: Date,
  ): Promise<ProviderSubscription>;
  switchPrice(
    subscription: SubscriptionRef,
    lookupKey: PriceLookupKey,
    now: Date,
  ): Promise<{ subscription: ProviderSubscription; invoice: ProviderInvoice | null }>;
  /**
   * A hosted page where the person subscribes; the sandbox records its session in `tx`
   * (the caller's transaction), Stripe creates a Checkout Session.
   */
  createCheckoutSession(
    tx: AppTransaction,
    input: {
      userId: string;
      customerId: string;
      lookupKey: PriceLookupKey;
      successUrl: string;
      cancelUrl: string;
      now: Date;
    },
  ): Promise<string>;
  createPortalSession(
    tx: AppTransaction,
    input: { userId: string; customerId: string; returnUrl: string; now: Date },
  ): Promise<string>;
}
