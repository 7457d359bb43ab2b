import { useTranslation } from 'react-i18next';
import { useBillingStatus } from '@/features/billing/api/get-billing-status';
import { CheckoutNotice } from '@/features/billing/components/page/checkout-notice';
import { CheckoutPanel } from '@/features/billing/components/page/checkout-panel';
import { InvoicesPanel } from '@/features/billing/components/page/invoices-panel';
import { PaymentMethodsPanel } from '@/features/billing/components/page/payment-methods-panel';
import { PlanPanel } from '@/features/billing/components/page/plan-panel';
import { TrialEndPanel } from '@/features/billing/components/page/trial-end-panel';
import { useAuthContext } from '@/lib/auth/auth-context';
import { useProductName } from '@/lib/public-config';
import { buttonClasses } from '@/ui/button-styles';
import { PageFallback } from '@/ui/page-fallback';
import { useSignedInGate } from '@/ui/signed-in-only';

/** /billing (spec §2 'billing options'): plan, cards, checkout and portal, invoices. */
export function BillingPage() {
  const { t } = useTranslation('billing');
  const productName = useProductName();
  const { user } = useAuthContext();
  const gate = useSignedInGate();
  const status = useBillingStatus({ isEnabled: user !== null });

  if (gate) return gate;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6">
      <title>{t('page.documentTitle', { productName })}</title>
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t('page.title')}</h1>
        <p className="mt-2 text-muted">{t('page.subtitle', { productName })}</p>
      </header>
      <CheckoutNotice />
      {status.isPending ? (
        <PageFallback />
      ) : status.isError ? (
        <div role="alert" className="rounded-2xl border border-line bg-raised p-6 text-sm">
          <p>{t('page.loadFailed')}</p>
          <button
            type="button"
            onClick={() => void status.refetch()}
            className={buttonClasses('secondary', 'md', 'mt-4')}
          >
            {t('page.retry')}
          </button>
        </div>
      ) : (
        <>
          <PlanPanel status={status.data} />
          <TrialEndPanel status={status.data} />
          <PaymentMethodsPanel />
          <CheckoutPanel
            hasSubscription={
              status.data.subscription !== null && status.data.subscription.status !== 'canceled'
            }
          />
          <InvoicesPanel />
        </>
      )}
    </div>
  );
}
