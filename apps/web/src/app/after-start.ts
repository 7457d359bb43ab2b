import { startOffline } from '@/app/offline/start-offline';
import { loadLaterRoutes } from '@/app/router';

/**
 * What the first screen does not need, run once the page has settled (main.tsx): the offline
 * outbox (issue 19), and in production the service worker of the installable app (never in
 * the dev server, which would then serve a stale worker); and the rest of the route table, so
 * the first link followed does not wait for it.
 */
export function afterStart(): void {
  startOffline();
  loadLaterRoutes().catch(() => undefined);
  if (import.meta.env.PROD) {
    void import('@/app/pwa/register-service-worker').then((pwa) => pwa.registerServiceWorker());
  }
}
