import { useEffect, useRef } from 'react';

export interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Infinite scroll: the element the returned ref is put on loads the next page when it comes
 * within `margin` of the viewport. Lists keep a button beside it for keyboards and for
 * browsers without IntersectionObserver.
 */
export function useLoadWhenNear<T extends Element>(
  { hasNextPage, isFetchingNextPage, fetchNextPage }: NextPages,
  margin = '400px',
) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, margin]);
  return ref;
}
