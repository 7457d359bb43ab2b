import type { Invoice, PaymentMethod, Subscription } from '@waymark/shared/billing/contracts';
import { cardBrandSchema, priceLookupKeySchema } from '@waymark/shared/billing/contracts';
import type {
  InvoiceRow,
  PaymentMethodRow,
  SubscriptionRow,
} from '@/capabilities/subscriptions/queries';
import type { SubscriptionRef } from '@/capabilities/subscriptions/provider';

export function presentSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    status: row.status,
    plan: row.plan,
    priceId: priceLookupKeySchema.catch('waymark_pro_monthly').parse(row.priceLookupKey),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    trialEnd: row.trialEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    stripe_payment_method_id: row.stripePaymentMethodId,
    card_brand: cardBrandSchema.catch('unknown').parse(row.cardBrand),
    card_last_four: row.cardLastFour,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    cardholder_name: row.cardholderName,
    is_default: row.isDefault,
  };
}

export function presentInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    createdAt: row.createdAt.toISOString(),
    hostedUrl: row.hostedUrl,
  };
}

export function subscriptionRef(row: SubscriptionRow, providerCustomerId: string): SubscriptionRef {
  return {
    providerSubscriptionId: row.providerSubscriptionId,
    providerCustomerId,
    status: row.status,
    lookupKey: priceLookupKeySchema.catch('waymark_pro_monthly').parse(row.priceLookupKey),
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    trialEnd: row.trialEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    canceledAt: row.canceledAt,
    userId: row.userId,
  };
}
