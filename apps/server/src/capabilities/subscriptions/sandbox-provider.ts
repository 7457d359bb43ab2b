import { randomBytes, randomUUID } from 'node:crypto';
import { cardBrandSchema, type PriceLookupKey } from '@waymark/shared/billing/contracts';
import { AppError } from '@/errors';
import { sandboxCheckoutSessions } from '@/db/tables/billing';
import { periodEnd, planByLookupKey, type ServerPlan } from '@/capabilities/subscriptions/plans';
import type {
  CardDetails,
  PaymentProvider,
  ProviderInvoice,
  ProviderSubscription,
  SubscriptionRef,
} from '@/capabilities/subscriptions/provider';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a sandbox checkout or portal link stays usable, like Stripe's hosted sessions. */
const SESSION_TTL_MS = 30 * 60 * 1000;

const sandboxMethodId = /^pm_sandbox_([a-z]+)_(\d{4})_(\d{2})(\d{2})_[a-z0-9]+$/;

/** `pm_sandbox_<brand>_<last4>_<MMYY>_<random>`: what the browser's card form creates. */
export function sandboxPaymentMethodId(card: Omit<CardDetails, 'cardholderName'>): string {
  const month = String(card.expMonth).padStart(2, '0');
  const year = String(card.expYear % 100).padStart(2, '0');
  return `pm_sandbox_${card.brand}_${card.last4}_${month}${year}_${randomBytes(6).toString('hex')}`;
}

export function parseSandboxPaymentMethodId(id: string): CardDetails | null {
  const match = sandboxMethodId.exec(id);
  if (!match) return null;
  const [, brandText, last4 = '', monthText, yearText] = match;
  const brand = cardBrandSchema.safeParse(brandText);
  const expMonth = Number(monthText);
  if (!brand.success || expMonth < 1 || expMonth > 12) return null;
  return {
    brand: brand.data,
    last4,
    expMonth,
    expYear: 2000 + Number(yearText),
    cardholderName: null,
  };
}

function knownPlan(lookupKey: string): ServerPlan {
  const plan = planByLookupKey(lookupKey);
  if (!plan) throw new AppError('BAD_REQUEST', `Unknown price: ${lookupKey}`);
  return plan;
}

/** The paid invoice of one period; its id is derived from subscription and period, so it is written once. */
export function sandboxInvoice(
  providerSubscriptionId: string,
  plan: ServerPlan,
  start: Date,
  end: Date,
): ProviderInvoice {
  const day = start.toISOString().slice(0, 10).replaceAll('-', '');
  return {
    providerInvoiceId: `in_sandbox_${providerSubscriptionId.slice(-12)}_${start.getTime()}`,
    providerSubscriptionId,
    number: `SBX-${providerSubscriptionId.slice(-6).toUpperCase()}-${day}`,
    amountCents: plan.amountCents,
    currency: plan.currency,
    status: 'paid',
    periodStart: start,
    periodEnd: end,
    hostedUrl: null,
    createdAt: start,
  };
}

function fromRef(ref: SubscriptionRef): ProviderSubscription {
  return { ...ref, userId: ref.userId };
}

/**
 * The offline provider (the default): no network, every answer computed here and persisted by
 * the service in our tables. Card refusals happen earlier, when the browser's derived test-card
 * behaviour is sent (routes.ts); saved sandbox cards always pay.
 */
export function createSandboxProvider({ publicUrl }: { publicUrl: string }): PaymentProvider {
  return {
    name: 'sandbox',
    publishableKey: undefined,

    createCustomer() {
      return Promise.resolve(`cus_sandbox_${randomBytes(8).toString('hex')}`);
    },

    attachPaymentMethod(_customerId, paymentMethodId) {
      const card = parseSandboxPaymentMethodId(paymentMethodId);
      if (!card) {
        return Promise.reject(
          new AppError('BAD_REQUEST', 'paymentMethodId is not a sandbox payment method'),
        );
      }
      return Promise.resolve({ ...card, paymentMethodId });
    },

    detachPaymentMethod: () => Promise.resolve(),
    setDefaultPaymentMethod: () => Promise.resolve(),

    createSubscription({ userId, customerId, lookupKey, trialDays, now }) {
      const plan = knownPlan(lookupKey);
      const providerSubscriptionId = `sub_sandbox_${randomBytes(8).toString('hex')}`;
      const trialEnd = trialDays > 0 ? new Date(now.getTime() + trialDays * DAY_MS) : null;
      const end = trialEnd ?? periodEnd(now, plan.interval);
      const subscription: ProviderSubscription = {
        providerSubscriptionId,
        providerCustomerId: customerId,
        status: trialEnd ? 'trialing' : 'active',
        lookupKey: plan.lookupKey,
        currentPeriodStart: now,
        currentPeriodEnd: end,
        trialEnd,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        userId,
      };
      const invoice = trialEnd ? null : sandboxInvoice(providerSubscriptionId, plan, now, end);
      return Promise.resolve({ subscription, invoice });
    },

    setCancelAtPeriodEnd(ref, cancel) {
      return Promise.resolve({ ...fromRef(ref), cancelAtPeriodEnd: cancel });
    },

    // A switch takes effect at once: a trial keeps its end; a paid period restarts now on the
    // new plan and is billed in full (the sandbox does not prorate).
    switchPrice(ref, lookupKey: PriceLookupKey, now) {
      const plan = knownPlan(lookupKey);
      if (ref.status === 'trialing') {
        return Promise.resolve({
          subscription: { ...fromRef(ref), lookupKey: plan.lookupKey },
          invoice: null,
        });
      }
      const end = periodEnd(now, plan.interval);
      return Promise.resolve({
        subscription: {
          ...fromRef(ref),
          lookupKey: plan.lookupKey,
          currentPeriodStart: now,
          currentPeriodEnd: end,
        },
        invoice: sandboxInvoice(ref.providerSubscriptionId, plan, now, end),
      });
    },

    async createCheckoutSession(tx, { userId, lookupKey, now }) {
      knownPlan(lookupKey);
      const id = randomUUID();
      await tx.insert(sandboxCheckoutSessions).values({
        id,
        userId,
        kind: 'checkout',
        priceLookupKey: lookupKey,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      });
      return `${publicUrl}/billing/sandbox/checkout/${id}`;
    },

    async createPortalSession(tx, { userId, now }) {
      const id = randomUUID();
      await tx.insert(sandboxCheckoutSessions).values({
        id,
        userId,
        kind: 'portal',
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      });
      return `${publicUrl}/billing/sandbox/portal/${id}`;
    },
  };
}
