import { FREE_ACCESS_DAYS } from '../billing-plans';
import type { Subscription, SubscriptionStatus } from './contracts';

/** Spec §9: the free grace period, in days on the platform. */
export const GRACE_DAYS = FREE_ACCESS_DAYS;
/** Spec §4: the grace banner shows from this many days on the platform. */
export const BANNER_FROM_DAY = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AccessRuleInput {
  now: Date;
  /** `profiles.created_at`, else the user's `created_at`. */
  accountCreatedAt: Date;
  subscriptions: readonly Subscription[];
  /**
   * Accepted so callers can pass the person's zone, but deliberately unused: days are counted as
   * whole elapsed 24-hour periods since creation, so the grace period is exactly 7 × 24 hours
   * everywhere, cannot be stretched by changing the zone setting, and server and browser agree.
   */
  timeZone?: string;
}

/**
 * Whole elapsed 24-hour days since the account was created (0 during the first 24 hours,
 * never negative, also not with a clock that is a little behind).
 */
export function daysOnPlatform(now: Date, accountCreatedAt: Date): number {
  const elapsed = now.getTime() - accountCreatedAt.getTime();
  return elapsed <= 0 ? 0 : Math.floor(elapsed / DAY_MS);
}

/** Days left until `end`, rounded up: 0.2 days left is 1 day; an end that has passed is ≤ 0. */
export function daysUntil(now: Date, end: Date): number {
  return Math.ceil((end.getTime() - now.getTime()) / DAY_MS);
}

// Which subscription speaks for the person when there are several (older canceled ones stay
// in the history): the one giving access first, then the newest.
const statusRank: Record<Subscription['status'], number> = {
  active: 0,
  past_due: 1,
  trialing: 2,
  incomplete: 3,
  canceled: 4,
};

export function currentSubscription(subscriptions: readonly Subscription[]): Subscription | null {
  let best: Subscription | null = null;
  for (const candidate of subscriptions) {
    if (
      best === null ||
      statusRank[candidate.status] < statusRank[best.status] ||
      (statusRank[candidate.status] === statusRank[best.status] &&
        candidate.createdAt > best.createdAt)
    ) {
      best = candidate;
    }
  }
  return best;
}

/**
 * The access rule of spec §4 as one pure function:
 * - in grace while days on platform < 7;
 * - without an active or trial subscription, access only in grace, else payment is needed;
 * - a trial whose end has passed (days left ≤ 0) loses access unless in grace;
 * - otherwise access. Beyond the spec, `past_due` keeps access while the provider retries.
 */
export function subscriptionStatus(input: AccessRuleInput): SubscriptionStatus {
  const days = daysOnPlatform(input.now, input.accountCreatedAt);
  const isInGracePeriod = days < GRACE_DAYS;
  const subscription = currentSubscription(input.subscriptions);
  const status = subscription?.status;
  const isActive = status === 'active';
  const isTrialing = status === 'trialing';
  const isPastDue = status === 'past_due';
  const trialEnd = subscription?.trialEnd ?? subscription?.currentPeriodEnd;
  const daysLeftInTrial = isTrialing && trialEnd ? daysUntil(input.now, new Date(trialEnd)) : 0;
  const subscriptionGivesAccess = isActive || isPastDue || (isTrialing && daysLeftInTrial > 0);
  const hasAccess = subscriptionGivesAccess || isInGracePeriod;
  return {
    hasAccess,
    isTrialing,
    isActive,
    daysLeftInTrial,
    subscription,
    needsPayment: !hasAccess,
    daysOnPlatform: days,
    isInGracePeriod,
    isPastDue,
  };
}

/**
 * N of the grace banner 'Your free trial ends in N day(s)' (N = 7 − days on platform), or null
 * when no banner shows: outside grace, before day 5, or once a subscription that gives access
 * exists (the person has already acted, so counting down would only worry them).
 */
export function graceBannerDaysLeft(status: SubscriptionStatus): number | null {
  if (!status.isInGracePeriod || status.daysOnPlatform < BANNER_FROM_DAY) return null;
  if (subscriptionGivesAccess(status)) return null;
  return GRACE_DAYS - status.daysOnPlatform;
}

type SubscriptionFlags = Pick<
  SubscriptionStatus,
  'isActive' | 'isPastDue' | 'isTrialing' | 'daysLeftInTrial'
>;

/** A subscription gives access: paid, being retried, or a trial with days left. */
export function subscriptionGivesAccess(status: SubscriptionFlags): boolean {
  return status.isActive || status.isPastDue || (status.isTrialing && status.daysLeftInTrial > 0);
}

/**
 * Access from the free days alone: Pro features are open as part of the trial, and close with
 * it unless the person subscribes.
 */
export function hasAccessOnlyByGrace(
  status: SubscriptionFlags & Pick<SubscriptionStatus, 'isInGracePeriod'>,
): boolean {
  return status.isInGracePeriod && !subscriptionGivesAccess(status);
}

/** Days left in grace (0 outside it): the default `trial_days` of a new subscription (spec §7). */
export function graceDaysLeft(status: Pick<SubscriptionStatus, 'daysOnPlatform'>): number {
  return Math.max(0, GRACE_DAYS - status.daysOnPlatform);
}
