import { useTranslation } from 'react-i18next';
import { LoadFailed as LoadFailedState } from '@/ui/load-failed';

/** A profile that could not load, in the profile pages' words. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <LoadFailedState
      message={t('profile.loadFailed')}
      retryLabel={t('profile.retry')}
      onRetry={onRetry}
    />
  );
}
