import { startOffline } from '@/app/offline/start-offline';

/**
 * What the first screen does not need, run once the page has settled (main.tsx): the offline
 * outbox (issue 19), and in production the service worker of the installable app (never in
 * the dev server, which would then serve a stale worker).
 */
export function afterStart(): void {
  startOffline();
  if (import.meta.env.PROD) {
    void import('@/app/pwa/register-service-worker').then((pwa) => pwa.registerServiceWorker());
  }
}
