import { prefetchRouteCode } from '@/lib/prefetch/route-prefetch';

export interface PrefetchIntent {
  /** The path the link opens: its screen's code is loaded. */
  path: string;
  /** The screen's main query, when the link knows it (a journey card: the journey). */
  data?: () => Promise<unknown>;
}

/** Loads the screen at `path` (and `data`), once per page load and within the byte budget. */
export function prefetchIntent({ path, data }: PrefetchIntent): void {
  // The budget's bookkeeping loads with the first intent: the header's links are on `/`,
  // whose first load has a budget of its own.
  void import('@/lib/prefetch/prefetch-budget').then(({ prefetchOnce }) => {
    prefetchOnce(`code ${path}`, () => prefetchRouteCode(path));
    if (data) prefetchOnce(`data ${path}`, data);
  });
}

/**
 * Prefetches the next screen when the person shows they may open it: the pointer over the
 * link, the keyboard focus on it or a finger on it (prefetch-budget.ts keeps it to once per
 * screen and within the budget; use-prefetch-in-view.ts adds being in view).
 */
export function usePrefetchOnIntent(intent: PrefetchIntent) {
  const prefetch = () => prefetchIntent(intent);
  return { onPointerEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch };
}
