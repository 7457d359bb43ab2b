import { Check, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasAccessOnlyByGrace } from '@waymark/shared/billing/access-rule';
import type { SubscriptionStatus } from '@waymark/shared/billing/contracts';
import { Panel } from '@/features/billing/components/page/panel';
import { useProductName } from '@/lib/public-config';

// Read from the rules themselves: the server's paywall lets every read through and keeps
// settings, sessions, two-step sign-in and the data export free; journeys, projects, follows
// and connections, access tokens, webhooks and imports are paid writes; insights and the
// community paid reads; webhook deliveries, weekly backups and the weekly summary need
// access; and the web app's gate leaves settings, billing and the legal pages open.
const staysKeys = [
  'trialEnd.stays.data',
  'trialEnd.stays.settings',
  'trialEnd.stays.export',
  'trialEnd.stays.apiReads',
  'trialEnd.stays.billing',
] as const;
const needsProKeys = [
  'trialEnd.needsPro.editing',
  'trialEnd.needsPro.social',
  'trialEnd.needsPro.insights',
  'trialEnd.needsPro.community',
  'trialEnd.needsPro.developer',
  'trialEnd.needsPro.backups',
  'trialEnd.needsPro.app',
] as const;

/** One side of the panel: a titled list, each line behind the same icon. */
function IconList({
  id,
  title,
  items,
  icon,
}: {
  id: string;
  title: string;
  items: string[];
  icon: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      <ul className="mt-3 space-y-2 text-sm">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            {icon}
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What stays and what goes without a subscription: during the free week (when everything Pro
 * is open) and once it has ended. Nothing for members.
 */
export function TrialEndPanel({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation('billing');
  const productName = useProductName();
  const isInTrial = hasAccessOnlyByGrace(status);
  if (!isInTrial && (status.hasAccess || !status.needsPayment)) return null;
  return (
    <Panel title={t('trialEnd.title')}>
      <p className="text-sm text-muted">
        {isInTrial ? t('trialEnd.introTrial', { productName }) : t('trialEnd.introEnded')}
      </p>
      <div className="mt-5 grid gap-6 sm:grid-cols-2">
        <IconList
          id="trial-end-stays"
          title={t('trialEnd.staysTitle')}
          items={staysKeys.map((key) => t(key))}
          icon={<Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-text" />}
        />
        <IconList
          id="trial-end-needs-pro"
          title={t('trialEnd.needsProTitle', { productName })}
          items={needsProKeys.map((key) => t(key))}
          icon={<Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />}
        />
      </div>
    </Panel>
  );
}
