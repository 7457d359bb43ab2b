import { RefreshCw, RotateCcw, Unplug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/ui/button-styles';
import { FullScreenCard } from '@/ui/full-screen-card';
import { IconBadge } from '@/ui/icon-badge';

interface ConnectionErrorPanelProps {
  onRetryConnection: () => void;
  onTryAgain: () => void;
}

export function ConnectionErrorPanel({ onRetryConnection, onTryAgain }: ConnectionErrorPanelProps) {
  const { t } = useTranslation();
  return (
    <FullScreenCard role="alert" titleId="connection-error-title" className="shadow-sm">
      <IconBadge icon={Unplug} tone="danger" shape="circle" className="mx-auto mb-4" />
      <h1 id="connection-error-title" className="text-xl font-semibold">
        {t('startup.errorTitle')}
      </h1>
      <p className="mt-2 text-sm text-muted">{t('startup.errorDescription')}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <button type="button" className={buttonClasses('primary')} onClick={onRetryConnection}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('startup.retryConnection')}
        </button>
        <button type="button" className={buttonClasses('secondary')} onClick={onTryAgain}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('startup.tryAgain')}
        </button>
      </div>
    </FullScreenCard>
  );
}
