import type { AppTransaction } from '@/db/client';
import { planByLookupKey, periodEnd } from '@/capabilities/subscriptions/plans';
import {
  lockDueSandboxSubscriptions,
  saveRenewedPeriod,
  upsertInvoice,
} from '@/capabilities/subscriptions/queries';
import { sandboxInvoice } from '@/capabilities/subscriptions/sandbox-provider';
import type { ProviderInvoice } from '@/capabilities/subscriptions/provider';

/** A subscription left alone for years still renews in bounded work (10 years of months). */
const MAX_PERIODS = 120;

/**
 * The sandbox's stand-in for Stripe's billing clock, run by every status and subscription read
 * inside its transaction: a period whose end has passed ends the subscription (cancel at period
 * end) or rolls forward, one paid invoice per period, until the current period contains `now`.
 * The rows are locked, so two reads at once renew once.
 */
export async function renewDueSandboxSubscriptions(tx: AppTransaction, now: Date): Promise<void> {
  const due = await lockDueSandboxSubscriptions(tx, now);
  for (const row of due) {
    const plan = planByLookupKey(row.priceLookupKey);
    if (!plan) continue;
    let { status, currentPeriodStart, currentPeriodEnd, canceledAt } = row;
    const bills: ProviderInvoice[] = [];
    for (let period = 0; period < MAX_PERIODS && currentPeriodEnd <= now; period += 1) {
      if (row.cancelAtPeriodEnd) {
        status = 'canceled';
        canceledAt = currentPeriodEnd;
        break;
      }
      currentPeriodStart = currentPeriodEnd;
      currentPeriodEnd = periodEnd(currentPeriodStart, plan.interval);
      status = 'active';
      bills.push(
        sandboxInvoice(row.providerSubscriptionId, plan, currentPeriodStart, currentPeriodEnd),
      );
    }
    await saveRenewedPeriod(tx, row.id, {
      status,
      currentPeriodStart,
      currentPeriodEnd,
      canceledAt,
    });
    for (const bill of bills) await upsertInvoice(tx, row.userId, row.id, bill);
  }
}
