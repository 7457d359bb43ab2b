import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/ui/button-styles';

interface ScrollSentinelProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Infinite scroll with no end but the first event: the next page loads as the list's end comes
 * near; the button stays for keyboards and for when the observer is not there.
 */
export function ScrollSentinel({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: ScrollSentinelProps) {
  const { t } = useTranslation('social');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
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
