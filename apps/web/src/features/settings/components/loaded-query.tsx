import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/ui/button-styles';
import { isAwaitingFresh } from '@/lib/kept-reads/awaiting-fresh';
import { PageFallback } from '@/ui/page-fallback';

/**
 * Renders `children` (a section's form) with a query's data once loaded from the server, not
 * from what the device kept; a failed load offers to try again.
 */
export function LoadedQuery<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('account');
  if (query.isPending || isAwaitingFresh(query)) return <PageFallback />;
  if (query.isError) {
    return (
      <div role="alert" className="rounded-xl border border-line bg-raised p-6 text-sm">
        <p>{t('settings.errors.loadFailed')}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className={buttonClasses('secondary', 'md', 'mt-4')}
        >
          {t('settings.retry')}
        </button>
      </div>
    );
  }
  return children(query.data);
}
