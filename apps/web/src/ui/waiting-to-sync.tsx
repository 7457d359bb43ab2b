import { CloudUpload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/cx';
import { Pill } from '@/ui/pill';

/**
 * The mark of something written on this device that the server does not have yet (created
 * offline, or still on its way): it is sent by the outbox when the network is back.
 */
export function WaitingToSync({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Pill
      icon={CloudUpload}
      testId="waiting-to-sync"
      className={cx('bg-brand-soft text-brand-text', className)}
    >
      {t('pwa.waitingToSync')}
    </Pill>
  );
}
