/** The service worker's cache of API reads (vite.config.ts, installableApp). */
export const API_READ_CACHE = 'waymark-api-read';

/**
 * Forgets what this browser keeps of the person for offline use: the cached API reads and
 * the outbox of writes not sent yet (ticks, notes, chat messages). At sign-out, so the next
 * person on a shared computer never sees them, offline or not. The outbox code loads here,
 * not with the first screen (it is usually loaded already, by app/after-start).
 */
export async function forgetOfflineData(): Promise<void> {
  const forgetting: Promise<unknown>[] = [
    import('@/lib/offline/outbox').then((outbox) => outbox.forgetOutbox()),
  ];
  if (typeof caches !== 'undefined') forgetting.push(caches.delete(API_READ_CACHE));
  await Promise.allSettled(forgetting);
}
