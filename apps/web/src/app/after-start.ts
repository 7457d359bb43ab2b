import { startOffline } from '@/app/offline/start-offline';
import { loadLaterRoutes, type AppRouter } from '@/app/router';
import { startRoutePrefetch } from '@/app/routes/route-prefetcher';

/**
 * What the first screen does not need, run once the page has settled (main.tsx): the offline
 * outbox (issue 19), and in production the service worker of the installable app (never in
 * the dev server, which would then serve a stale worker); the rest of the route table, so
 * the first link followed does not wait for it; prefetching on intent (lib/prefetch); and the
 * toasts' code.
 */
export function afterStart(router: AppRouter): void {
  startOffline();
  startRoutePrefetch(router);
  // The toasts' code loads with the first toast; fetched now, a write made offline later can
  // still say "Saved on this device" (a failed chunk there would take the page down).
  void import('@/ui/toast/toaster').catch(() => undefined);
  loadLaterRoutes().catch(() => undefined);
  if (import.meta.env.PROD) {
    void import('@/app/pwa/register-service-worker').then((pwa) => pwa.registerServiceWorker());
  }
}
