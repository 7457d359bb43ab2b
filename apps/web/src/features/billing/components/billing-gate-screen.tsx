import { Download, Lock, LogOut, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GRACE_DAYS } from '@waymark/shared/billing/access-rule';
import type { SubscriptionStatus } from '@waymark/shared/billing/contracts';
import { pathTo, routePatterns } from '@waymark/shared/routes';
import { useProductName } from '@/lib/public-config';
import { buttonClasses } from '@/ui/button-styles';
import { FullScreenCard } from '@/ui/full-screen-card';
import { LinkButton } from '@/ui/link-button';
import { IconBadge } from '@/ui/icon-badge';

const wayOutClasses =
  'inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-fg hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * Spec §2 full-screen block. 'Your 7-day free trial has ended.' once the grace period has run
 * out (every account has one), otherwise the general sentence. Below the spec's two buttons, a
 * way out: one's settings and data export (they bypass the gate, and the server keeps them
 * free) and signing out.
 */
export function BillingGateScreen({
  status,
  onSubscribe,
  onSignOut,
}: {
  status: SubscriptionStatus;
  onSubscribe: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('billing');
  const productName = useProductName();
  const hasTrialEnded = !status.isInGracePeriod && status.daysOnPlatform >= GRACE_DAYS;
  return (
    <FullScreenCard titleId="billing-gate-title" className="shadow-lg">
      <IconBadge icon={Lock} tone="brand" shape="circle" className="mx-auto" />
      <h1 id="billing-gate-title" className="mt-5 text-2xl font-bold tracking-tight">
        {t('gate.title')}
      </h1>
      <p className="mt-3 text-muted">
        {hasTrialEnded
          ? t('gate.trialEnded', { days: GRACE_DAYS })
          : t('gate.needSubscription', { productName })}
      </p>
      <div className="mt-8 flex flex-col gap-3">
        <button type="button" onClick={onSubscribe} className={buttonClasses('primary', 'lg')}>
          {t('gate.subscribe')}
        </button>
        <LinkButton to={routePatterns.billing} variant="secondary" size="lg">
          {t('gate.viewOptions')}
        </LinkButton>
      </div>
      <nav
        aria-label={t('gate.wayOutLabel')}
        className="mt-6 flex flex-wrap justify-center gap-1 border-t border-line pt-4"
      >
        <Link to={routePatterns.settings} className={wayOutClasses}>
          <Settings aria-hidden="true" className="size-4" />
          {t('gate.settings')}
        </Link>
        <Link to={pathTo('settingsSection', { section: 'legal' })} className={wayOutClasses}>
          <Download aria-hidden="true" className="size-4" />
          {t('gate.exportData')}
        </Link>
        <button type="button" onClick={onSignOut} className={wayOutClasses}>
          <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('gate.signOut')}
        </button>
      </nav>
    </FullScreenCard>
  );
}
