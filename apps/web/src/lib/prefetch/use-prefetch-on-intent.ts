import { useEffect, useEffectEvent, useRef } from 'react';
import { prefetchRouteCode } from '@/lib/prefetch/route-prefetch';

export interface PrefetchIntent {
  /** The path the link opens: its screen's code is loaded. */
  path: string;
  /** The screen's main query, when the link knows it (a journey card: the journey). */
  data?: () => Promise<unknown>;
  /** Also when the link has been in view for a moment, not only on hover, focus or touch. */
  onView?: boolean;
}

/** How long a link stays in view before that counts as intent (scrolling past does not). */
const VIEW_DWELL_MS = 800;

/**
 * Prefetches the next screen when the person shows they may open it: the pointer over the
 * link, the keyboard focus on it, a finger on it, or (with `onView`) the link in view for a
 * moment. Each screen once per page load and within the byte budget (prefetch-budget.ts).
 */
export function usePrefetchOnIntent<E extends HTMLElement>({ path, data, onView }: PrefetchIntent) {
  const ref = useRef<E>(null);
  const prefetch = () => {
    // The budget's bookkeeping loads with the first intent: the header's links are on `/`,
    // whose first load has a budget of its own.
    void import('@/lib/prefetch/prefetch-budget').then(({ prefetchOnce }) => {
      prefetchOnce(`code ${path}`, () => prefetchRouteCode(path));
      if (data) prefetchOnce(`data ${path}`, data);
    });
  };
  const prefetchInView = useEffectEvent(prefetch);

  useEffect(() => {
    const element = ref.current;
    if (!onView || !element || typeof IntersectionObserver === 'undefined') return;
    let timer: number | undefined;
    const observer = new IntersectionObserver(([entry]) => {
      window.clearTimeout(timer);
      if (entry?.isIntersecting) {
        timer = window.setTimeout(() => {
          prefetchInView();
          observer.disconnect();
        }, VIEW_DWELL_MS);
      }
    });
    observer.observe(element);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, [onView]);

  return {
    ref,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onTouchStart: prefetch,
  };
}
