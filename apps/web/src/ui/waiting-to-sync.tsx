import { CloudUpload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/cx';

/**
 * The mark of something written on this device that the server does not have yet (created
 * offline, or still on its way): it is sent by the outbox when the network is back.
 */
export function WaitingToSync({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="waiting-to-sync"
      className={cx(
        'inline-flex items-center gap-1 rounded-full bg-brand-soft px-2 py-0.5 text-xs font-medium text-brand-text',
        className,
      )}
    >
      <CloudUpload aria-hidden="true" className="size-3" />
      {t('pwa.waitingToSync')}
    </span>
  );
}
