import { matchRoutes } from 'react-router';
import { queryClient } from '@/app/query-client';
import { loadLaterRoutes, PAGES_ROUTE_ID, type AppRouter } from '@/app/router';
import { setRoutePrefetcher, type PrefetchHandle } from '@/lib/prefetch/route-prefetch';

/**
 * The code of the screen at `path` (its lazy route modules, with their texts) and its main
 * query where its module names one, loaded without opening it: links prefetch them on intent
 * (lib/prefetch). The later routes join the table first when the path needs them; a module
 * import is shared, so the navigation that follows finds it. Set up by the deferred start
 * (app/after-start), so none of it weighs on the first load of `/`.
 */
export function startRoutePrefetch(router: AppRouter): void {
  setRoutePrefetcher(async (path: string) => {
    let matches = matchRoutes(router.routes, path);
    if (!matches || matches.some((match) => match.route.path === '*')) {
      router.patchRoutes(PAGES_ROUTE_ID, await loadLaterRoutes());
      matches = matchRoutes(router.routes, path);
    }
    await Promise.all(
      (matches ?? []).map(async ({ route }) => {
        // Not loaded yet: its module says what its main query is; loaded, the route does.
        const loaded = typeof route.lazy === 'function' ? await route.lazy() : route;
        const handle = (loaded as { handle?: PrefetchHandle } | undefined)?.handle;
        await handle?.prefetchData?.(queryClient);
      }),
    );
  });
}
