import { AlertTriangle, Check, CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SaveStatus as Status } from '@/features/workspace/lib/save-state';
import { buttonClasses } from '@/ui/button-styles';
import { Spinner } from '@/ui/spinner';

interface SaveStatusProps {
  status: Status;
  onRetry: () => void;
  onReload: () => void;
  isReloading?: boolean;
}

/** The autosave state beside the editor, announced politely; a conflict gets its own notice. */
export function SaveStatus({ status, onRetry, onReload, isReloading = false }: SaveStatusProps) {
  const { t } = useTranslation('workspace');
  return (
    <>
      <p
        role="status"
        aria-live="polite"
        className="flex min-h-6 items-center gap-2 text-sm text-muted"
        data-save-status={status}
      >
        {status === 'saving' ? (
          <>
            <Spinner className="size-4 border-2" />
            {t('save.saving')}
          </>
        ) : null}
        {status === 'saved' ? (
          <>
            <Check aria-hidden="true" className="size-4 text-success-text" />
            {t('save.saved')}
          </>
        ) : null}
        {status === 'dirty' ? t('save.unsaved') : null}
        {status === 'error' ? (
          <>
            <CloudOff aria-hidden="true" className="size-4 text-danger" />
            <span className="text-danger">{t('save.failed')}</span>
            <button
              type="button"
              onClick={onRetry}
              className="font-medium text-brand-text underline underline-offset-2"
            >
              {t('save.retry')}
            </button>
          </>
        ) : null}
      </p>
      {status === 'conflict' ? (
        <div
          role="alert"
          className="mt-3 flex flex-wrap items-center gap-3 rounded-xl border border-danger/40 bg-danger/5 p-4"
        >
          <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-danger" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{t('save.conflictTitle')}</p>
            <p className="text-sm text-muted">{t('save.conflictText')}</p>
          </div>
          <button
            type="button"
            onClick={onReload}
            disabled={isReloading}
            className={buttonClasses('primary')}
          >
            {t('save.reload')}
          </button>
        </div>
      ) : null}
    </>
  );
}
