import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/ui/button-styles';
import { LoadFailed as LoadFailedState } from '@/ui/load-failed';

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

/** A journeys list or page that could not load, with a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('journeys');
  return (
    <LoadFailedState
      message={t('errors.loadFailed')}
      retryLabel={t('errors.retry')}
      onRetry={onRetry}
    />
  );
}
