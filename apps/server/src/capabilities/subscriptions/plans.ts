import { billingPlans, PLAN_CURRENCY } from '@waymark/shared/billing-plans';
import type { PlanId, PriceLookupKey } from '@waymark/shared/billing/contracts';

export interface ServerPlan {
  id: PlanId;
  lookupKey: PriceLookupKey;
  amountCents: number;
  currency: string;
  interval: 'month' | 'year';
}

const plans: readonly ServerPlan[] = billingPlans.map((plan) => ({
  id: plan.id,
  lookupKey: plan.stripe_price_id,
  amountCents: plan.price * 100,
  currency: PLAN_CURRENCY.toLowerCase(),
  interval: plan.interval,
}));

export function planByLookupKey(lookupKey: string): ServerPlan | null {
  return plans.find((plan) => plan.lookupKey === lookupKey) ?? null;
}

export function planById(id: PlanId): ServerPlan {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/**
 * The end of a billing period starting at `start`, as Stripe counts it: the same day of the
 * next month (or year), clamped to the month's last day (31 January → 28/29 February).
 */
export function periodEnd(start: Date, interval: ServerPlan['interval']): Date {
  const months = interval === 'month' ? 1 : 12;
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
