import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** While the next page's chunk loads, the current page stays and a thin bar runs on top. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const isLoading = useNavigation().state === 'loading';
  if (!isLoading) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('fallback.loading')}
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-brand/20"
    >
      <div className="h-full w-1/3 bg-brand motion-safe:animate-pulse" />
    </div>
  );
}
