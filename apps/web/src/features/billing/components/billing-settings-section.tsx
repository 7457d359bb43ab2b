import { useTranslation } from 'react-i18next';
import { routePatterns } from '@waymark/shared/routes';
import { useBillingStatus } from '@/features/billing/api/get-billing-status';
import { usePaymentMethods } from '@/features/billing/api/get-payment-methods';
import { SavedCardList } from '@/features/billing/components/saved-card-list';
import { graceDaysLeft } from '@/features/billing/lib/days-left';
import { usePlanPrice } from '@/features/billing/lib/use-plan-price';
import { useFormatters } from '@/lib/format/use-formatters';
import { useProductName } from '@/lib/public-config';
import { Spinner } from '@/ui/spinner';
import { LinkButton } from '@/ui/link-button';

const card = 'rounded-xl border border-line bg-raised p-5 shadow-sm sm:p-6';

/**
 * Settings → payment (spec §2): the real plan and status, the saved cards, and the way to
 * /billing where they are changed. The app layer passes it to the settings page.
 */
export function BillingSettingsSection() {
  const { t } = useTranslation('billing');
  const format = useFormatters();
  const productName = useProductName();
  const planPrice = usePlanPrice();
  const status = useBillingStatus();
  const methods = usePaymentMethods();
  const subscription = status.data?.subscription;
  const isLive = subscription && subscription.status !== 'canceled';

  return (
    <div className="space-y-6">
      <section className={card}>
        <h3 className="text-base font-semibold">{t('page.planTitle')}</h3>
        <div className="mt-4 text-sm">
          {status.isPending ? (
            <Spinner />
          ) : status.isError ? (
            <p role="alert" className="text-danger">
              {t('page.loadFailed')}
            </p>
          ) : isLive ? (
            <>
              <p className="font-medium">
                {t('page.planName', { productName })} · {planPrice(subscription.plan)}
              </p>
              <p className="mt-1 text-muted">
                {subscription.cancelAtPeriodEnd
                  ? t('page.endsOn', { date: format.date(subscription.currentPeriodEnd) })
                  : t('page.renewsOn', { date: format.date(subscription.currentPeriodEnd) })}
              </p>
            </>
          ) : (
            <p>
              {status.data.isInGracePeriod
                ? t('page.freeAccess', { count: graceDaysLeft(status.data) })
                : t('page.noSubscription', { productName })}
            </p>
          )}
        </div>
      </section>
      <section className={card}>
        <h3 className="text-base font-semibold">{t('cards.title')}</h3>
        <div className="mt-4">
          {methods.isPending ? (
            <Spinner />
          ) : methods.data && methods.data.length > 0 ? (
            <SavedCardList methods={methods.data} />
          ) : (
            <p className="text-sm text-muted">{t('cards.none')}</p>
          )}
        </div>
        <div className="mt-5 flex flex-wrap gap-3">
          <LinkButton to={routePatterns.pricing} variant="secondary">
            {t('settings.comparePlans')}
          </LinkButton>
          <LinkButton to={routePatterns.billing}>{t('settings.manageBilling')}</LinkButton>
        </div>
      </section>
    </div>
  );
}
