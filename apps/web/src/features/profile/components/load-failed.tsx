import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/ui/button-styles';

/** A failed load, said aloud, with a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-8 text-center">
      <p className="text-muted">{t('profile.loadFailed')}</p>
      <button type="button" onClick={onRetry} className={buttonClasses('secondary')}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t('profile.retry')}
      </button>
    </div>
  );
}
