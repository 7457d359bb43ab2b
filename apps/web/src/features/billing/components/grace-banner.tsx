import { AlertTriangle, Clock, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BANNER_FROM_DAY } from '@waymark/shared/billing/access-rule';
import type { SubscriptionStatus } from '@waymark/shared/billing/contracts';
import { routePatterns } from '@waymark/shared/routes';
import { graceDaysLeft } from '@/features/billing/lib/days-left';

/** Spec §4: in grace with 5 or more days on the platform. */
export function showsGraceBanner(status: SubscriptionStatus): boolean {
  return status.isInGracePeriod && !status.isActive && status.daysOnPlatform >= BANNER_FROM_DAY;
}

const amber =
  'border-b border-amber-300 bg-amber-100 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100';

/** The strip itself: its icon, then the words and the one action. */
function AmberStrip({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div role="status" className={amber}>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {children}
      </div>
    </div>
  );
}

/**
 * The amber strip above the header: the grace countdown (spec §2, §4) or, beyond the spec, a
 * failed renewal the provider is retrying, with a link to fix the card.
 */
export function GraceBanner({
  status,
  onSubscribe,
}: {
  status: SubscriptionStatus;
  onSubscribe: () => void;
}) {
  const { t } = useTranslation('billing');
  if (status.isPastDue) {
    return (
      <AmberStrip icon={AlertTriangle}>
        <p>{t('banner.pastDue')}</p>
        <Link to={routePatterns.billing} className="font-semibold underline underline-offset-2">
          {t('banner.fixCard')}
        </Link>
      </AmberStrip>
    );
  }
  if (!showsGraceBanner(status)) return null;
  return (
    <AmberStrip icon={Clock}>
      <p className="font-medium">{t('banner.trialEnds', { count: graceDaysLeft(status) })}</p>
      <button
        type="button"
        onClick={onSubscribe}
        className="rounded-md bg-amber-900 px-3 py-1 font-semibold text-amber-50 hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900 dark:bg-amber-200 dark:text-amber-950 dark:hover:bg-amber-100"
      >
        {t('banner.subscribe')}
      </button>
    </AmberStrip>
  );
}
