/**
 * The offline outbox (issue 19): writes made without a network, kept in IndexedDB until they
 * are sent. Each entry carries the Idempotency-Key it is sent with, every time, so a write
 * that reached the server before the connection dropped is not applied twice.
 */
/**
 * What a queued write is: how the app shows it and what a refusal means for it. Ticks, added
 * steps, notes and messages came first (issue 19); creating and editing journeys and projects,
 * comments, cheers, chat reactions and message edits joined them (issue 32).
 */
export type OutboxKind =
  | 'tick'
  | 'step'
  | 'step-edit'
  | 'note'
  | 'message'
  | 'journey'
  | 'journey-edit'
  | 'project'
  | 'project-edit'
  | 'comment'
  | 'cheer'
  | 'reaction'
  | 'message-edit';

/** The server's answer to a write it refused (a conflict, a step or conversation gone). */
export interface OutboxRefusal {
  status: number;
  code?: string;
  message?: string;
}

export interface OutboxEntry {
  /** The Idempotency-Key (a chat message's client key), also the entry's id. */
  key: string;
  /** Absent on entries stored before notes and messages joined: those are ticks or steps. */
  kind?: OutboxKind;
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** The journey it changes, to refresh and to show "waiting to sync" on. */
  journeyId?: string;
  /** The step it changes, when there is one. */
  stepId?: string;
  /** The conversation a message goes to. */
  conversationId?: string;
  /**
   * The query-key roots to refresh once the server has answered (issue 32's kinds): the lists
   * and figures the write shows in. Ticks, steps, notes and messages are refreshed by kind.
   */
  refresh?: readonly (readonly unknown[])[];
  createdAt: number;
  /**
   * Set when the server refused it: a note or a message then stays (not sent again) until
   * the person re-applies or discards it, so nothing written offline is lost in silence.
   */
  refusal?: OutboxRefusal;
}

/** Also read by the service worker's Background Sync (public/sw-outbox-sync.js). */
export const OUTBOX_DB_NAME = 'waymark-offline';
const STORE = 'outbox';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(OUTBOX_DB_NAME, 1);
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

/** Whether the outbox database exists (where the browser can say; otherwise assumed). */
async function outboxExists(): Promise<boolean> {
  if (typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases()).some((db) => db.name === OUTBOX_DB_NAME);
}

/**
 * Oldest first: writes are sent in the order they were made. Listing never creates the
 * database: a flush just after sign-out (the deferred start, a reconnect) must not bring back
 * what the sign-out deleted.
 */
export async function listEntries(): Promise<OutboxEntry[]> {
  if (!(await outboxExists())) return [];
  const entries = (await run<unknown[]>('readonly', (store) => store.getAll())) as OutboxEntry[];
  return entries.sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * Deletes the whole outbox database: at sign-out, so unsent notes and messages never stay on
 * a shared computer for the next person (the connections above are closed after each use, so
 * nothing blocks the deletion).
 */
export function deleteOutboxDatabase(): Promise<void> {
  if (!hasIndexedDb()) return Promise.resolve();
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(OUTBOX_DB_NAME);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
