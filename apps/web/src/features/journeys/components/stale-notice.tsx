import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/ui/button-styles';

/** Shown after a 409: the saved version moved on; reloading shows it instead of overwriting. */
export function StaleNotice({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('journeys');
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p>{t('errors.stale')}</p>
      <button type="button" onClick={onReload} className={buttonClasses('secondary')}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t('errors.reload')}
      </button>
    </div>
  );
}
