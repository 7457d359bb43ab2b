import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '@waymark/shared/settings';
import { useSettings } from '@/lib/format/settings-query';
import { buttonClasses } from '@/ui/button-styles';
import { PageFallback } from '@/ui/page-fallback';

/** Renders its form once the settings are loaded; a failed load offers to try again. */
export function WithSettings({ children }: { children: (settings: Settings) => ReactNode }) {
  const { t } = useTranslation('account');
  const { data, isPending, isError, refetch } = useSettings();
  if (isPending) return <PageFallback />;
  if (isError) {
    return (
      <div role="alert" className="rounded-xl border border-line bg-raised p-6 text-sm">
        <p>{t('settings.errors.loadFailed')}</p>
        <button
          type="button"
          onClick={() => void refetch()}
          className={buttonClasses('secondary', 'md', 'mt-4')}
        >
          {t('settings.retry')}
        </button>
      </div>
    );
  }
  return children(data);
}
