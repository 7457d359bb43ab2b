import type { QueryClient } from '@tanstack/react-query';

/**
 * What a route's lazy module may add to its route's `handle`: the screen's main query, which
 * a link prefetches on intent together with the code (app/router.tsx).
 */
export interface PrefetchHandle {
  prefetchData?: (queryClient: QueryClient) => Promise<unknown>;
}

/**
 * Loads the code of the screen at a path (its lazy route module and texts) without opening
 * it. The app's router sets how (app/router.tsx); until it has, nothing is loaded.
 */
type RoutePrefetcher = (path: string) => Promise<unknown>;

let prefetchRoute: RoutePrefetcher = () => Promise.resolve();

export function setRoutePrefetcher(prefetcher: RoutePrefetcher): void {
  prefetchRoute = prefetcher;
}

export const prefetchRouteCode = (path: string) => prefetchRoute(path);
