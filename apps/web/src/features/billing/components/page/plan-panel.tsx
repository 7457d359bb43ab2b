import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanId, Subscription, SubscriptionStatus } from '@waymark/shared/billing/contracts';
import { useChangeSubscription } from '@/features/billing/api/change-subscription';
import { Panel } from '@/features/billing/components/page/panel';
import { PaymentModal } from '@/features/billing/components/payment-modal';
import { graceDaysLeft } from '@/features/billing/lib/days-left';
import { errorReason } from '@/features/billing/lib/error-reason';
import { usePlanPrice } from '@/features/billing/lib/use-plan-price';
import { useFormatters } from '@/lib/format/use-formatters';
import { useProductName } from '@/lib/public-config';
import { buttonClasses } from '@/ui/button-styles';
import { toast } from '@/ui/toast/toast-store';

const statusTone: Record<Subscription['status'], string> = {
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  trialing: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  past_due: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  canceled: 'bg-surface text-muted',
  incomplete: 'bg-surface text-muted',
};

/** The plan, its status and renewal date, and what can be done with it. */
export function PlanPanel({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation('billing');
  const format = useFormatters();
  const productName = useProductName();
  const planPrice = usePlanPrice();
  const change = useChangeSubscription();
  const [isModalOpen, setIsModalOpen] = useState(false);
  const subscription = status.subscription;
  const isLive = subscription !== null && subscription.status !== 'canceled';

  const statusText: Record<Subscription['status'], string> = {
    active: t('page.status.active'),
    trialing: t('page.status.trialing'),
    past_due: t('page.status.pastDue'),
    canceled: t('page.status.canceled'),
    incomplete: t('page.status.incomplete'),
  };
  const run = (action: Parameters<typeof change.mutate>[0], success: string) =>
    change.mutate(action, {
      onSuccess: () => toast.success(success),
      onError: (error) =>
        toast.error(
          t('toasts.changeFailed', { reason: errorReason(error, t('toasts.unknownError')) }),
        ),
    });

  return (
    <Panel title={t('page.planTitle')}>
      {subscription && isLive ? (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-xl font-semibold">
              {t('page.planName', { productName })} · {planPrice(subscription.plan)}
            </p>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone[subscription.status]}`}
            >
              {statusText[subscription.status]}
            </span>
          </div>
          <p className="text-sm text-muted">
            {subscription.cancelAtPeriodEnd
              ? t('page.endsOn', { date: format.date(subscription.currentPeriodEnd) })
              : subscription.status === 'trialing' && subscription.trialEnd
                ? t('page.trialEndsOn', { date: format.date(subscription.trialEnd) })
                : t('page.renewsOn', { date: format.date(subscription.currentPeriodEnd) })}
          </p>
          <div className="flex flex-wrap gap-3">
            {subscription.cancelAtPeriodEnd ? (
              <button
                type="button"
                disabled={change.isPending}
                onClick={() => run({ kind: 'resume', id: subscription.id }, t('toasts.resumed'))}
                className={buttonClasses('primary')}
              >
                {t('page.resume')}
              </button>
            ) : (
              <button
                type="button"
                disabled={change.isPending}
                onClick={() => run({ kind: 'cancel', id: subscription.id }, t('toasts.canceled'))}
                className={buttonClasses('secondary')}
              >
                {t('page.cancel')}
              </button>
            )}
            <SwitchPlanButton
              current={subscription.plan}
              isDisabled={change.isPending}
              onSwitch={(plan) =>
                run({ kind: 'switch', id: subscription.id, plan }, t('toasts.switched'))
              }
            />
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm">
            {status.isInGracePeriod
              ? t('page.freeAccess', { count: graceDaysLeft(status) })
              : t('page.noSubscription', { productName })}
          </p>
          <button
            type="button"
            onClick={() => setIsModalOpen(true)}
            className={buttonClasses('primary')}
          >
            {t('gate.subscribe')}
          </button>
        </div>
      )}
      <PaymentModal open={isModalOpen} status={status} onClose={() => setIsModalOpen(false)} />
    </Panel>
  );
}

function SwitchPlanButton({
  current,
  isDisabled,
  onSwitch,
}: {
  current: PlanId;
  isDisabled: boolean;
  onSwitch: (plan: PlanId) => void;
}) {
  const { t } = useTranslation('billing');
  const target: PlanId = current === 'monthly' ? 'yearly' : 'monthly';
  return (
    <button
      type="button"
      disabled={isDisabled}
      onClick={() => onSwitch(target)}
      className={buttonClasses('secondary')}
    >
      {target === 'yearly' ? t('page.switchToYearly') : t('page.switchToMonthly')}
    </button>
  );
}
