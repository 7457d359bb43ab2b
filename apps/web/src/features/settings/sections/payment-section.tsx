import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingPlans, FREE_ACCESS_DAYS, PLAN_CURRENCY } from '@waymark/shared/billing-plans';
import { routePatterns } from '@waymark/shared/routes';
import { SectionCard } from '@/ui/section-card';
import { WithOwnProfile } from '@/features/settings/components/with-own-profile';
import { useFormatters } from '@/lib/format/use-formatters';
import { useProductName } from '@/lib/public-config';
import { LinkButton } from '@/ui/link-button';

const dayMs = 24 * 60 * 60 * 1000;

/** When the free access of a new account ends (spec §1: 7 days from creation). */
function FreeAccess({ createdAt }: { createdAt: string }) {
  const { t } = useTranslation('account');
  const format = useFormatters();
  const endsAt = new Date(new Date(createdAt).getTime() + FREE_ACCESS_DAYS * dayMs);
  // Read once per visit: the page need not flip at the exact moment access ends.
  const [now] = useState(() => Date.now());
  const hasEnded = endsAt.getTime() <= now;
  return (
    <p className="text-sm">
      {hasEnded
        ? t('settings.payment.freeAccessEnded', { date: format.date(endsAt) })
        : t('settings.payment.freeAccessEnds', {
            date: format.date(endsAt),
            days: FREE_ACCESS_DAYS,
          })}
    </p>
  );
}

export function PaymentSection() {
  const { t } = useTranslation('account');
  const format = useFormatters();
  const productName = useProductName();
  const intervalLabel = {
    month: t('settings.payment.perMonth'),
    year: t('settings.payment.perYear'),
  };
  return (
    <>
      <SectionCard title={t('settings.payment.freeAccessCard')}>
        <WithOwnProfile>{(profile) => <FreeAccess createdAt={profile.createdAt} />}</WithOwnProfile>
      </SectionCard>
      <SectionCard
        title={t('settings.payment.plansCard', { productName })}
        description={t('settings.payment.plansHelp')}
      >
        <ul className="grid gap-3 sm:grid-cols-2">
          {billingPlans.map((plan) => (
            <li key={plan.id} className="rounded-lg border border-line p-4">
              <p className="font-medium">
                {plan.interval === 'month'
                  ? t('settings.payment.monthly')
                  : t('settings.payment.yearly')}
              </p>
              <p className="mt-1 text-2xl font-semibold">
                {format.currency(plan.price, PLAN_CURRENCY)}
                <span className="text-sm font-normal text-muted">
                  {' '}
                  {intervalLabel[plan.interval]}
                </span>
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted">{t('settings.payment.methodsLater')}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <LinkButton to={routePatterns.pricing} variant="secondary">
            {t('settings.payment.comparePlans')}
          </LinkButton>
          <LinkButton to={routePatterns.billing}>{t('settings.payment.billingOptions')}</LinkButton>
        </div>
      </SectionCard>
    </>
  );
}
