import { useTranslation } from 'react-i18next';
import { LoadFailed as LoadFailedState } from '@/ui/load-failed';

/** A workspace page whose data could not load, in the workspace's words. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('workspace');
  return (
    <div className="px-4 py-10 sm:px-8">
      <LoadFailedState message={t('load.failed')} retryLabel={t('load.retry')} onRetry={onRetry} />
    </div>
  );
}
