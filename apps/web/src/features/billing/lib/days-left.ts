import { GRACE_DAYS } from '@waymark/shared/billing/access-rule';
import type { SubscriptionStatus } from '@waymark/shared/billing/contracts';

/** Spec §4: N = 7 − days on platform while in grace; 0 once grace is over. */
export function graceDaysLeft(
  status: Pick<SubscriptionStatus, 'daysOnPlatform' | 'isInGracePeriod'>,
) {
  return status.isInGracePeriod ? Math.max(GRACE_DAYS - status.daysOnPlatform, 0) : 0;
}
