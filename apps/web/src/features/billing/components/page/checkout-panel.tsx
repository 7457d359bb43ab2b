import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { billingPlans, type BillingPlan } from '@waymark/shared/billing-plans';
import { createPaymentsSession } from '@/features/billing/api/payments-session';
import { Panel } from '@/features/billing/components/page/panel';
import { errorReason } from '@/features/billing/lib/error-reason';
import { usePlanPrice } from '@/features/billing/lib/use-plan-price';
import { cx } from '@/lib/cx';
import { buttonClasses } from '@/ui/button-styles';
import { toast } from '@/ui/toast/toast-store';

/** Leaves for the provider's hosted page: spec §7 POST /payments answers its address. */
function goTo(url: string) {
  window.location.assign(url);
}

/**
 * Checkout by plan (create-checkout-session with the plan's lookup key) and 'Manage in portal'
 * (create-portal-session). `?plan=` from the pricing page marks the chosen plan.
 */
export function CheckoutPanel({ hasSubscription }: { hasSubscription: boolean }) {
  const { t } = useTranslation('billing');
  const planPrice = usePlanPrice();
  const [params] = useSearchParams();
  const chosen = params.get('plan');
  const [busy, setBusy] = useState<string | null>(null);

  const open = async (key: string, request: Parameters<typeof createPaymentsSession>[0]) => {
    setBusy(key);
    try {
      goTo(await createPaymentsSession(request));
    } catch (error) {
      toast.error(
        t('toasts.sessionFailed', { reason: errorReason(error, t('toasts.unknownError')) }),
      );
      setBusy(null);
    }
  };
  const planName = (plan: BillingPlan) =>
    plan.id === 'monthly' ? t('plans.monthly') : t('plans.yearly');

  return (
    <Panel
      title={t('page.checkoutTitle')}
      action={
        <button
          type="button"
          disabled={busy !== null}
          onClick={() => void open('portal', { action: 'create-portal-session' })}
          className={buttonClasses('secondary')}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {busy === 'portal' ? t('page.opening') : t('page.portal')}
        </button>
      }
    >
      <p className="text-sm text-muted">
        {hasSubscription ? t('page.checkoutHelpSubscribed') : t('page.checkoutHelp')}
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {billingPlans.map((plan) => (
          <li
            key={plan.id}
            className={cx(
              'flex flex-col gap-3 rounded-xl border p-4',
              chosen === plan.id ? 'border-brand ring-2 ring-brand' : 'border-line',
            )}
          >
            <div>
              <p className="font-medium">{planName(plan)}</p>
              <p className="text-sm text-muted">{planPrice(plan.id)}</p>
            </div>
            <button
              type="button"
              disabled={busy !== null || hasSubscription}
              onClick={() =>
                void open(plan.id, {
                  action: 'create-checkout-session',
                  lookup_key: plan.stripe_price_id,
                })
              }
              className={buttonClasses(plan.recommended ? 'primary' : 'secondary')}
            >
              {busy === plan.id
                ? t('page.opening')
                : t('page.checkoutWith', { plan: planName(plan) })}
            </button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
