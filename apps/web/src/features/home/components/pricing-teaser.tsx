import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { localeFor } from '@/lib/format/formatters';
import {
  FREE_ACCESS_DAYS,
  PLAN_CURRENCY,
  planById,
  yearlyFreeMonths,
  yearlySavingPercent,
} from '@waymark/shared/billing-plans';
import { routePatterns } from '@waymark/shared/routes';
import { cx } from '@/lib/cx';
import { LinkButton } from '@/ui/link-button';

interface PlanCardProps {
  name: string;
  price: string;
  period: string;
  badge: string;
  notes: string[];
  isRecommended?: boolean;
}

function PlanCard({ name, price, period, badge, notes, isRecommended = false }: PlanCardProps) {
  return (
    <li
      className={cx(
        'flex flex-col rounded-2xl border bg-raised p-6 shadow-sm',
        isRecommended ? 'border-brand ring-1 ring-brand' : 'border-line',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">{name}</h3>
        <span
          className={cx(
            'rounded-full px-2.5 py-0.5 text-xs font-medium',
            isRecommended ? 'bg-brand text-on-brand' : 'bg-brand-soft text-brand-text',
          )}
        >
          {badge}
        </span>
      </div>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{price}</span>
        <span className="text-muted">{period}</span>
      </p>
      <ul className="mt-6 space-y-2 text-sm">
        {notes.map((note) => (
          <li key={note} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-text" />
            {note}
          </li>
        ))}
      </ul>
    </li>
  );
}

export function PricingTeaser({ productName }: { productName: string }) {
  const { t, i18n } = useTranslation();
  const money = new Intl.NumberFormat(localeFor(i18n.language), {
    style: 'currency',
    currency: PLAN_CURRENCY,
    maximumFractionDigits: 0,
  });

  return (
    <section aria-labelledby="pricing-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="pricing-title" className="text-3xl font-bold tracking-tight">
          {t('home.pricing.title', { productName })}
        </h2>
        <p className="mt-4 text-lg text-muted">
          {t('home.pricing.subtitle', { count: FREE_ACCESS_DAYS })}
        </p>
      </div>
      <ul className="mx-auto mt-12 grid max-w-3xl gap-6 md:grid-cols-2">
        <PlanCard
          name={t('home.pricing.monthlyName')}
          price={money.format(planById('monthly').price)}
          period={t('home.pricing.perMonth')}
          badge={t('home.pricing.recommended')}
          notes={[
            t('home.pricing.unlimitedProjects'),
            t('home.pricing.aiInsights'),
            t('home.pricing.community'),
          ]}
          isRecommended={planById('monthly').recommended}
        />
        <PlanCard
          name={t('home.pricing.yearlyName')}
          price={money.format(planById('yearly').price)}
          period={t('home.pricing.perYear')}
          badge={t('home.pricing.save', { percent: yearlySavingPercent() })}
          notes={[
            t('home.pricing.freeMonths', { count: yearlyFreeMonths() }),
            t('home.pricing.everythingMonthly'),
            t('home.pricing.oneInvoice'),
          ]}
        />
      </ul>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <LinkButton to={routePatterns.register} size="lg">
          {t('home.pricing.cta', { count: FREE_ACCESS_DAYS })}
        </LinkButton>
        <LinkButton to={routePatterns.pricing} variant="secondary" size="lg">
          {t('home.pricing.compare')}
        </LinkButton>
      </div>
    </section>
  );
}
