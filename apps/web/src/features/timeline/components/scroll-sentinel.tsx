import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/ui/button-styles';
import { type NextPages, useLoadWhenNear } from '@/ui/use-load-when-near';

/**
 * Infinite scroll with no end but the first event: the next page loads as the list's end comes
 * near; the button stays for keyboards and for when the observer is not there.
 */
export function ScrollSentinel({ hasNextPage, isFetchingNextPage, fetchNextPage }: NextPages) {
  const { t } = useTranslation('social');
  const ref = useLoadWhenNear<HTMLDivElement>(
    { hasNextPage, isFetchingNextPage, fetchNextPage },
    '600px',
  );
  if (!hasNextPage)
    return <p className="py-6 text-center text-sm text-muted">{t('timeline.end')}</p>;
  return (
    <div ref={ref} className="flex justify-center py-6">
      <button
        type="button"
        disabled={isFetchingNextPage}
        onClick={() => void fetchNextPage()}
        className={buttonClasses('secondary')}
      >
        {isFetchingNextPage ? t('timeline.loadingMore') : t('timeline.loadMore')}
      </button>
    </div>
  );
}
