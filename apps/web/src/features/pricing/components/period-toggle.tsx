import { useTranslation } from 'react-i18next';
import { billingPlans, type BillingPlan } from '@waymark/shared/billing-plans';
import { planNameText } from '@/features/pricing/lib/plan-texts';
import { cx } from '@/lib/cx';

/** Monthly or yearly: a two-option radio group styled as a segmented switch. */
export function PeriodToggle({
  value,
  onChange,
}: {
  value: BillingPlan['id'];
  onChange: (period: BillingPlan['id']) => void;
}) {
  const { t } = useTranslation('info');
  return (
    <fieldset className="mt-12 flex justify-center">
      <legend className="sr-only">{t('pricing.billingPeriod')}</legend>
      <div className="inline-flex rounded-full border border-line bg-surface p-1">
        {billingPlans.map((plan) => (
          <label
            key={plan.id}
            className={cx(
              'cursor-pointer rounded-full px-5 py-2 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              value === plan.id ? 'bg-brand text-on-brand shadow-sm' : 'text-muted hover:text-fg',
            )}
          >
            <input
              type="radio"
              name="billing-period"
              value={plan.id}
              checked={value === plan.id}
              onChange={() => onChange(plan.id)}
              className="sr-only"
            />
            {planNameText[plan.id](t)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
