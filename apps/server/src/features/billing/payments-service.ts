import type { PaymentsRequest } from '@waymark/shared/billing/contracts';
import { withUser } from '@/db/with-user';
import { billingClock } from '@/capabilities/subscriptions/clock';
import type { BillingContext } from '@/features/billing/context';
import { ensureCustomer } from '@/features/billing/payment-methods-service';

/** Spec §7 `POST /payments`: a Checkout Session by lookup key, or a Billing Portal session. */
export async function createPaymentsSession(
  ctx: BillingContext,
  userId: string,
  request: PaymentsRequest,
): Promise<string> {
  const customerId = await ensureCustomer(ctx, userId);
  const now = billingClock.now();
  const billingUrl = `${ctx.publicUrl}/billing`;
  return withUser(ctx.db, userId, (tx) =>
    request.action === 'create-checkout-session'
      ? ctx.provider.createCheckoutSession(tx, {
          userId,
          customerId,
          lookupKey: request.lookup_key,
          successUrl: `${billingUrl}?checkout=success`,
          cancelUrl: `${billingUrl}?checkout=canceled`,
          now,
        })
      : ctx.provider.createPortalSession(tx, {
          userId,
          customerId,
          returnUrl: billingUrl,
          now,
        }),
  );
}
