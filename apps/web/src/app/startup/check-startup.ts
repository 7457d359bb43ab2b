import { STARTUP_TIMEOUT_MS } from '@waymark/shared/limits';
import { apiFetch, toApiError } from '@/lib/api-client';

/**
 * 'from-device' is not a check's answer: the device kept the person's reads (issue 32), so the
 * app opens on them without waiting for the API (main.tsx).
 */
export type StartupOutcome = 'connected' | 'timed-out' | 'offline' | 'from-device';

/** Spec §8, verbatim: logged when the start-up check runs past its limit. */
export const INITIALIZATION_TIMEOUT_MESSAGE = 'Initialization timeout - Supabase connection failed';

/**
 * Checks that the API and its database answer. A non-2xx answer or a network error rejects
 * (the Connection Error panel); running past the start-up limit resolves 'timed-out', because
 * spec §4 tolerates an initialization timeout and lets the app continue. A browser that says it
 * is offline resolves 'offline': the installable app then opens from what it has (issue 19:
 * the app shell and the pages and journeys read before), and the outbox waits for `online`.
 */
export function checkStartup(timeoutMs: number = STARTUP_TIMEOUT_MS): Promise<StartupOutcome> {
  const controller = new AbortController();
  return new Promise<StartupOutcome>((resolve, reject) => {
    const timer = setTimeout(() => {
      console.warn(INITIALIZATION_TIMEOUT_MESSAGE);
      resolve('timed-out');
      controller.abort();
    }, timeoutMs);

    apiFetch('/api/health', { signal: controller.signal, cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok) throw await toApiError(response);
        // Drain the small body so the connection is released (and the page can go idle).
        await response.text();
        resolve('connected');
      })
      .catch((error: unknown) => {
        if (error instanceof TypeError && !navigator.onLine) resolve('offline');
        else reject(error instanceof Error ? error : new Error(String(error)));
      })
      .finally(() => clearTimeout(timer));
  });
}
