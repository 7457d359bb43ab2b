import { graceDaysLeft } from '@waymark/shared/billing/access-rule';
import type { SubscriptionStatus } from '@waymark/shared/billing/contracts';
import type { AppTransaction } from '@/db/client';
import { claimTrial } from '@/features/billing/trial-queries';

/**
 * Spec §7: "trial days are the days left in grace, else 0", and one trial per person, ever
 * (issue 13 hole 6). The server decides: a client's `trial_days` is never used. The claim is
 * written in the subscribe transaction, so a provider that refuses leaves the trial unspent.
 */
export async function trialDaysFor(
  tx: AppTransaction,
  userId: string,
  status: Pick<SubscriptionStatus, 'daysOnPlatform'>,
): Promise<number> {
  const days = graceDaysLeft(status);
  if (days <= 0) return 0;
  return (await claimTrial(tx, userId, days)) ? days : 0;
}
