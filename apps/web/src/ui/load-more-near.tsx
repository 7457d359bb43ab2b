import type { ReactNode } from 'react';
import { buttonClasses } from '@/ui/button-styles';
import { type NextPages, useLoadWhenNear } from '@/ui/use-load-when-near';

interface LoadMoreNearProps extends NextPages {
  /** The button's text, and its text while the next page is on its way. */
  labels: { loadMore: string; loadingMore: string };
  /** How near the end of the list may come before the next page loads (default 400px). */
  margin?: string;
  /** What stands where the button was once the last page is in (nothing by default). */
  end?: ReactNode;
}

/**
 * Infinite scroll: the next page loads as the end of the list comes near; the button stays for
 * keyboards and for browsers without IntersectionObserver.
 */
export function LoadMoreNear({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  labels,
  margin,
  end = null,
}: LoadMoreNearProps) {
  const ref = useLoadWhenNear<HTMLDivElement>(
    { hasNextPage, isFetchingNextPage, fetchNextPage },
    margin,
  );
  if (!hasNextPage) return end;
  return (
    <div ref={ref} className="flex justify-center py-6">
      <button
        type="button"
        disabled={isFetchingNextPage}
        onClick={() => void fetchNextPage()}
        className={buttonClasses('secondary')}
      >
        {isFetchingNextPage ? labels.loadingMore : labels.loadMore}
      </button>
    </div>
  );
}
