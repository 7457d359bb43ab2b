/** The service worker's cache of API reads (vite.config.ts, installableApp). */
export const API_READ_CACHE = 'waymark-api-read';

/**
 * Forgets the cached API reads: at sign-out, so the next person on this browser never sees
 * them offline. Nothing to do without Cache Storage (old browsers, tests).
 */
export async function forgetCachedReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_READ_CACHE).catch(() => false);
}
