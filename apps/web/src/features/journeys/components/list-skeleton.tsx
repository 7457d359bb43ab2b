import { useTranslation } from 'react-i18next';
import type { ViewMode } from '@/features/journeys/lib/view-mode';
import { cx } from '@/lib/cx';

/** Grey shapes where cards will be, so the page does not jump when they arrive. */
export function ListSkeleton({ mode, count = 6 }: { mode: ViewMode; count?: number }) {
  const { t } = useTranslation('journeys');
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('list.loading')}</span>
      <div
        aria-hidden="true"
        className={cx(mode === 'grid' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'space-y-3')}
      >
        {Array.from({ length: count }, (_, index) => (
          <div
            key={index}
            className={cx(
              'rounded-2xl border border-line bg-raised p-4 motion-safe:animate-pulse',
              mode === 'grid' ? 'h-56' : 'h-20',
            )}
          >
            <div className="h-4 w-2/3 rounded bg-line" />
            <div className="mt-3 h-3 w-1/3 rounded bg-line" />
          </div>
        ))}
      </div>
    </div>
  );
}
