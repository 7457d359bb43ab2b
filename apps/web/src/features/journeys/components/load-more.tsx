import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/ui/button-styles';

export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** 'Load more' under a keyset-paginated list; gone on the last page. */
export function LoadMore({ query }: { query: PagedQuery }) {
  const { t } = useTranslation('journeys');
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-8 flex justify-center">
      <button
        type="button"
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
        className={buttonClasses('secondary')}
      >
        {query.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
      </button>
    </div>
  );
}

/** A list or page that could not load, with a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('journeys');
  return (
    <div role="alert" className="rounded-2xl border border-line bg-raised p-6 text-sm">
      <p>{t('errors.loadFailed')}</p>
      <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'md', 'mt-4')}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
