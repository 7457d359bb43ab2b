import { useTranslation } from 'react-i18next';

/** A page's data could not load: say so and offer to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('workspace');
  return (
    <div className="px-4 py-10 sm:px-8">
      <p role="alert" className="text-danger">
        {t('load.failed')}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 font-medium text-brand-text underline underline-offset-2"
      >
        {t('load.retry')}
      </button>
    </div>
  );
}
