import { useSyncExternalStore } from 'react';
import { api, ApiError } from '@/lib/api-client';
import {
  deleteEntry,
  hasIndexedDb,
  listEntries,
  putEntry,
  type OutboxEntry,
} from '@/lib/offline/outbox-store';

/**
 * What the app knows of the outbox, for "waiting to sync" badges, and the sending of it: on
 * `online`, at start and when the service worker's Background Sync fires (where supported).
 * Each entry is sent with its Idempotency-Key until the server answers: a success or a refusal
 * ends it; a network failure leaves it for the next attempt.
 */
let waiting: readonly OutboxEntry[] = [];
const listeners = new Set<() => void>();
let flushing: Promise<void> | null = null;

type Outcome = { entry: OutboxEntry; error?: ApiError };
const outcomeListeners = new Set<(outcome: Outcome) => void>();

function publish(entries: readonly OutboxEntry[]) {
  waiting = entries;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The writes waiting to be sent. */
export function useOutbox(): readonly OutboxEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => waiting,
  );
}

/** Tells the caller how each sent entry ended (refreshing data, showing a conflict). */
export function onOutboxOutcome(listener: (outcome: Outcome) => void): () => void {
  outcomeListeners.add(listener);
  return () => outcomeListeners.delete(listener);
}

export const newIdempotencyKey = () => crypto.randomUUID();

/** True when a failed request never reached the server (offline, DNS, connection reset). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (typeof navigator !== 'undefined' && !navigator.onLine);
}

export async function enqueue(entry: Omit<OutboxEntry, 'createdAt'>): Promise<void> {
  const full = { ...entry, createdAt: Date.now() };
  if (hasIndexedDb()) await putEntry(full);
  publish([...waiting.filter((e) => e.key !== full.key), full]);
  await requestBackgroundSync();
}

/** Background Sync where the browser has it (Chromium): the worker wakes the page to send. */
async function requestBackgroundSync() {
  try {
    // Only with a worker in charge: `ready` never settles on a page without one.
    if (!navigator.serviceWorker?.controller) return;
    const registration = await navigator.serviceWorker.ready;
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync;
    await sync?.register('waymark-outbox');
  } catch {
    // No Background Sync: `online` and the next start send the outbox.
  }
}

async function sendAll(): Promise<void> {
  const entries = hasIndexedDb() ? await listEntries() : [...waiting];
  publish(entries);
  for (const entry of entries) {
    try {
      await api[entry.method === 'POST' ? 'post' : 'patch'](entry.path, {
        body: entry.body,
        headers: { 'Idempotency-Key': entry.key },
      });
      for (const listener of outcomeListeners) listener({ entry });
    } catch (error) {
      if (!(error instanceof ApiError)) return; // still offline: try again later
      for (const listener of outcomeListeners) listener({ entry, error });
    }
    if (hasIndexedDb()) await deleteEntry(entry.key);
    publish(waiting.filter((e) => e.key !== entry.key));
  }
}

/** Sends what waits, once at a time (a second call joins the running one). */
export function flushOutbox(): Promise<void> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return Promise.resolve();
  flushing ??= sendAll()
    .catch((error: unknown) => console.error('Outbox flush failed', error))
    .finally(() => {
      flushing = null;
    });
  return flushing;
}

/** At start: send what an earlier visit left, and again whenever the network comes back. */
export function startOutbox(): void {
  window.addEventListener('online', () => void flushOutbox());
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'waymark-outbox-sync') {
      void flushOutbox();
    }
  });
  void flushOutbox();
}
