import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { billingPlans } from '@waymark/shared/billing-plans';
import { routePatterns } from '@waymark/shared/routes';
import {
  planDescriptionText,
  planFeatureText,
  planIntervalText,
  planNameText,
} from '@/features/pricing/lib/plan-texts';
import { cx } from '@/lib/cx';
import { LinkButton } from '@/ui/link-button';

interface PlanCardProps {
  plan: (typeof billingPlans)[number];
  formatPrice: (amount: number) => string;
  /** The plan of the billing period picked with the toggle: framed and with the main button. */
  isChosen: boolean;
  /** Signed in, the button subscribes (on /billing); visitors register first. */
  isSignedIn: boolean;
}

export function PlanCard({ plan, formatPrice, isChosen, isSignedIn }: PlanCardProps) {
  const { t } = useTranslation('info');
  return (
    <li
      className={cx(
        'flex flex-col rounded-2xl border bg-raised p-8 shadow-sm',
        isChosen ? 'border-brand ring-2 ring-brand' : 'border-line',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{planNameText[plan.id](t)}</h2>
        {plan.recommended ? (
          <span className="rounded-full bg-brand px-3 py-1 text-xs font-semibold text-on-brand">
            {t('pricing.recommended')}
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-muted">{planDescriptionText[plan.id](t)}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-5xl font-bold tracking-tight">{formatPrice(plan.price)}</span>
        <span className="text-muted">{planIntervalText[plan.interval](t)}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-text" />
            {planFeatureText[feature](t)}
          </li>
        ))}
      </ul>
      <LinkButton
        to={isSignedIn ? `${routePatterns.billing}?plan=${plan.id}` : routePatterns.register}
        variant={isChosen ? 'primary' : 'secondary'}
        size="lg"
        className="mt-8 w-full"
      >
        {isSignedIn ? t('pricing.subscribe') : t('pricing.choosePlan')}
      </LinkButton>
    </li>
  );
}
