import { setSharedComputer } from '@/lib/kept-reads/device-choice';

/** The service worker's cache of API reads (vite.config.ts, installableApp). */
export const API_READ_CACHE = 'waymark-api-read';

/**
 * Forgets what this browser keeps of the person: the kept reads of the query cache (issue 32),
 * the service worker's cached API reads and the outbox of writes not sent yet (ticks, notes,
 * chat messages), and the "shared computer" choice, which the next person makes again. At
 * sign-out, account deletion, a session ended elsewhere: the next person on a shared computer
 * never sees any of it, offline or not. The code of the outbox and the kept reads loads here,
 * not with the first screen (both are usually loaded already).
 */
export async function forgetOfflineData(): Promise<void> {
  setSharedComputer(false);
  const forgetting: Promise<unknown>[] = [
    import('@/lib/offline/outbox').then((outbox) => outbox.forgetOutbox()),
    import('@/app/kept-reads/on-device').then((device) => device.forgetOnDevice()),
  ];
  if (typeof caches !== 'undefined') forgetting.push(caches.delete(API_READ_CACHE));
  await Promise.allSettled(forgetting);
}
