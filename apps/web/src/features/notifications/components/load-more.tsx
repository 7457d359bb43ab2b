import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/ui/button-styles';
import { type NextPages, useLoadWhenNear } from '@/ui/use-load-when-near';

/**
 * Infinite scroll: the next page loads as the end of the list comes near; the button stays for
 * keyboards and for browsers without IntersectionObserver.
 */
export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage }: NextPages) {
  const { t } = useTranslation('notifications');
  const ref = useLoadWhenNear<HTMLDivElement>({ hasNextPage, isFetchingNextPage, fetchNextPage });
  if (!hasNextPage) return null;
  return (
    <div ref={ref} className="flex justify-center py-6">
      <button
        type="button"
        disabled={isFetchingNextPage}
        onClick={() => void fetchNextPage()}
        className={buttonClasses('secondary')}
      >
        {isFetchingNextPage ? t('loadingMore') : t('loadMore')}
      </button>
    </div>
  );
}
