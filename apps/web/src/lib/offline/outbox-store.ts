/**
 * The offline outbox (issue 19): writes made without a network, kept in IndexedDB until they
 * are sent. Each entry carries the Idempotency-Key it is sent with, every time, so a write
 * that reached the server before the connection dropped is not applied twice.
 */
export interface OutboxEntry {
  /** The Idempotency-Key, also the entry's id. */
  key: string;
  method: 'POST' | 'PATCH';
  path: string;
  body?: unknown;
  /** The journey it changes, to refresh and to show "waiting to sync" on. */
  journeyId: string;
  /** The step it changes, when there is one. */
  stepId?: string;
  createdAt: number;
}

const DB_NAME = 'waymark-offline';
const STORE = 'outbox';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = act(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

export const hasIndexedDb = () => typeof indexedDB !== 'undefined';

export async function putEntry(entry: OutboxEntry): Promise<void> {
  await run('readwrite', (store) => store.put(entry));
}

export async function deleteEntry(key: string): Promise<void> {
  await run('readwrite', (store) => store.delete(key));
}

/** Oldest first: writes are sent in the order they were made. */
export async function listEntries(): Promise<OutboxEntry[]> {
  const entries = (await run<unknown[]>('readonly', (store) => store.getAll())) as OutboxEntry[];
  return entries.sort((a, b) => a.createdAt - b.createdAt);
}
