/**
 * The fixed list of Waymark Pro plans (spec §3 "Plan", figures of spec §9). Prices are whole
 * US dollars; `stripe_price_id` holds the Stripe lookup key the checkout is created with.
 */
export interface BillingPlan {
  id: 'monthly' | 'yearly';
  name: string;
  description: string;
  price: number;
  interval: 'month' | 'year';
  stripe_price_id: 'waymark_pro_monthly' | 'waymark_pro_yearly';
  features: readonly string[];
  recommended: boolean;
}

/** Every new account has this many days of full access before a subscription is needed. */
export const FREE_ACCESS_DAYS = 7;

export const PLAN_CURRENCY = 'USD';

export const billingPlans = [
  {
    id: 'monthly',
    name: 'Monthly',
    description: 'Everything in Pro, billed every month.',
    price: 10,
    interval: 'month',
    stripe_price_id: 'waymark_pro_monthly',
    features: ['Unlimited projects', 'AI insights', 'Community'],
    recommended: true,
  },
  {
    id: 'yearly',
    name: 'Yearly',
    description: 'Everything in Pro, billed once a year.',
    price: 100,
    interval: 'year',
    stripe_price_id: 'waymark_pro_yearly',
    features: ['2 months free', 'Save 17%'],
    recommended: false,
  },
] as const satisfies readonly BillingPlan[];

/** The eight things Pro unlocks (spec §2, payment modal). */
export const proFeatures = [
  'unlimitedProjectsAndJourneys',
  'advancedAnalytics',
  'prioritySupport',
  'communityAccess',
  'apiAccess',
  'customIntegrations',
  'mobileAppAccess',
  'exportAndBackup',
] as const;
export type ProFeature = (typeof proFeatures)[number];

export function planById(id: BillingPlan['id']): BillingPlan {
  const plan = billingPlans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan "${id}"`);
  return plan;
}

/** How much the yearly plan saves against twelve monthly payments, in whole percent. */
export function yearlySavingPercent(): number {
  const monthly = planById('monthly').price * 12;
  return Math.round(((monthly - planById('yearly').price) / monthly) * 100);
}

/** How many months of the monthly plan the yearly price leaves unpaid. */
export function yearlyFreeMonths(): number {
  const { price: monthly } = planById('monthly');
  return Math.floor((monthly * 12 - planById('yearly').price) / monthly);
}
