import { useTranslation } from 'react-i18next';
import { PLAN_CURRENCY, planById, type BillingPlan } from '@waymark/shared/billing-plans';
import { useFormatters } from '@/lib/format/use-formatters';

/** "$10/month", "$100/year": whole dollars in the person's number style. */
export function usePlanPrice() {
  const { t } = useTranslation('billing');
  const format = useFormatters();
  return (planId: BillingPlan['id']) => {
    const plan = planById(planId);
    const price = format.number(plan.price, {
      style: 'currency',
      currency: PLAN_CURRENCY,
      maximumFractionDigits: 0,
    });
    return plan.interval === 'month'
      ? t('plans.pricePerMonth', { price })
      : t('plans.pricePerYear', { price });
  };
}
