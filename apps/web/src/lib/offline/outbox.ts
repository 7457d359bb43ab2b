import { useSyncExternalStore } from 'react';
import { api, ApiError, type Parser } from '@/lib/api-client';
import { isSharedComputer } from '@/lib/kept-reads/device-choice';
import {
  deleteEntry,
  deleteOutboxDatabase,
  hasIndexedDb,
  listEntries,
  putEntry,
  type OutboxEntry,
  type OutboxRefusal,
} from '@/lib/offline/outbox-store';

export type { OutboxEntry, OutboxKind, OutboxRefusal } from '@/lib/offline/outbox-store';

/**
 * What the app knows of the outbox, for "waiting to sync" badges and conflicts, and the
 * sending of it: on `online`, at start and when the service worker's Background Sync fires
 * (where supported). Each entry is sent with its Idempotency-Key until the server answers: a
 * success ends it; a refusal ends a tick or an added step (the page shows the saved version)
 * but keeps a note or a message, marked refused, until the person re-applies or discards it;
 * a network failure, a server error or a key still in use leaves it for the next attempt.
 */
let entries: readonly OutboxEntry[] = [];
let pending: readonly OutboxEntry[] = [];
let refused: readonly OutboxEntry[] = [];
const listeners = new Set<() => void>();
let flushing: Promise<void> | null = null;

export type OutboxOutcome = { entry: OutboxEntry; result?: unknown; error?: ApiError };
const outcomeListeners = new Set<(outcome: OutboxOutcome) => void>();

function publish(next: readonly OutboxEntry[]) {
  entries = next;
  pending = next.filter((entry) => !entry.refusal);
  refused = next.filter((entry) => entry.refusal);
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
    () => pending,
    () => pending,
  );
}

/** The writes the server refused and the person has not settled yet (notes, messages). */
export function useRefusedWrites(): readonly OutboxEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => refused,
    () => refused,
  );
}

/** Tells the caller how each sent entry ended (refreshing data, showing a conflict). */
export function onOutboxOutcome(listener: (outcome: OutboxOutcome) => void): () => void {
  outcomeListeners.add(listener);
  return () => outcomeListeners.delete(listener);
}

export const newIdempotencyKey = () => crypto.randomUUID();

/** A write as the outbox keeps it, before it has a time or a refusal. */
export type OutboxWrite = Omit<OutboxEntry, 'createdAt' | 'refusal'>;

const verbs = { POST: api.post, PATCH: api.patch, PUT: api.put, DELETE: api.delete } as const;

/** The answer as it came: each kind of entry has its own shape, checked by its listener. */
const keepAnswer = { parse: (answer: unknown): unknown => answer };

/** One request of a write, always with its Idempotency-Key (the same key every time). */
function send<T>(write: OutboxWrite, body: unknown, schema: Parser<T>): Promise<T> {
  return verbs[write.method](write.path, {
    body,
    headers: { 'Idempotency-Key': write.key },
    schema,
  });
}

/**
 * Sends a write at once; when the request fails for the network it goes into the outbox and
 * the answer is null ("waiting to sync"), so the page keeps showing what was written. A
 * refusal rejects, for the caller to roll back.
 */
export async function sendOrQueue<T>(write: OutboxWrite, schema: Parser<T>): Promise<T | null> {
  try {
    return await send(write, write.body, schema);
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    await enqueue(write);
    return null;
  }
}

/** True when a failed request never reached the server (offline, DNS, connection reset). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (typeof navigator !== 'undefined' && !navigator.onLine);
}

/** Worth sending again later: the answer says nothing about the write itself. */
const isTransient = (error: ApiError) =>
  error.status >= 500 ||
  error.status === 429 ||
  error.status === 401 ||
  error.code === 'IDEMPOTENCY_KEY_IN_USE';

/**
 * Kept after a refusal, for the person to decide: what they wrote must not vanish. A note or a
 * message whatever the refusal; an edit of a journey or a project when it met a newer version
 * (409), shown on its page beside the saved one (ui/offline-edit-conflict.tsx).
 */
function keepsRefusal(entry: Pick<OutboxEntry, 'kind'>, status: number): boolean {
  if (entry.kind === 'note' || entry.kind === 'message') return true;
  return (entry.kind === 'journey-edit' || entry.kind === 'project-edit') && status === 409;
}

/**
 * On a shared or public computer (issue 32) the outbox lives in this tab's memory only: an
 * offline write still waits and is sent when the network is back, but nothing of it is written
 * to the device, and it is gone with the tab.
 */
const isKeptOnDevice = () => hasIndexedDb() && !isSharedComputer();

async function store(entry: OutboxEntry): Promise<void> {
  if (isKeptOnDevice()) await putEntry(entry);
  publish([...entries.filter((e) => e.key !== entry.key), entry]);
}

async function remove(key: string): Promise<void> {
  if (isKeptOnDevice()) await deleteEntry(key);
  publish(entries.filter((e) => e.key !== key));
}

export async function enqueue(entry: OutboxWrite): Promise<void> {
  await store({ ...entry, createdAt: Date.now() });
  // The worker sends from the device's outbox, which a shared computer does not have.
  if (isKeptOnDevice()) await requestBackgroundSync();
}

/** A write refused while online: kept like an offline one the server refused. */
export async function keepRefused(entry: OutboxWrite, error: ApiError): Promise<void> {
  await store({ ...entry, createdAt: Date.now(), refusal: refusalOf(error) });
}

/** The person re-applied or discarded a refused write: it leaves the outbox. */
export function settleRefused(key: string): Promise<void> {
  return remove(key);
}

/**
 * The person chose their refused edit over the saved version: it is sent again, under a new
 * key, with `body` (theirs, on top of the version now saved). Offline it waits in the outbox
 * again; met by yet another version, it is kept refused again for them to decide.
 */
export async function reapplyRefused(entry: OutboxEntry, body: unknown): Promise<unknown> {
  const again: OutboxWrite & Partial<OutboxEntry> = { ...entry, key: newIdempotencyKey(), body };
  delete again.createdAt;
  delete again.refusal;
  await settleRefused(entry.key);
  try {
    return await sendOrQueue(again, keepAnswer);
  } catch (error) {
    if (error instanceof ApiError && keepsRefusal(again, error.status)) {
      await keepRefused(again, error);
    }
    throw error;
  }
}

const refusalOf = (error: ApiError): OutboxRefusal => ({
  status: error.status,
  code: error.code,
  message: error.message,
});

/** Background Sync where the browser has it (Chromium): the worker sends when the network is back. */
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

interface StepAnswer {
  step?: { id?: string; version?: number };
}

/**
 * A note's edit (or a step's rename) carries the step version it was written on. A tick sent
 * just before it from this same outbox moved that version on by one: the edit is then rebased
 * on it, as that change was the person's own. A version moved by anyone else stays a conflict.
 */
function rebased(entry: OutboxEntry, ownVersions: Map<string, number>): unknown {
  const body = entry.body as { version?: number } | undefined;
  const own = entry.stepId ? ownVersions.get(entry.stepId) : undefined;
  const isStepEdit = entry.kind === 'note' || entry.kind === 'step-edit';
  if (!isStepEdit || !body || own === undefined || body.version !== own - 1) {
    return entry.body;
  }
  return { ...body, version: own };
}

async function sendAll(): Promise<void> {
  const stored = isKeptOnDevice() ? await listEntries() : [...entries];
  publish(stored);
  const ownVersions = new Map<string, number>();
  // Refused while no page was open (the worker's Background Sync): said now.
  for (const entry of stored.filter((e) => e.refusal)) {
    const { status, code, message } = entry.refusal!;
    if (keepsRefusal(entry, status)) continue;
    for (const listener of outcomeListeners) {
      listener({ entry, error: new ApiError(status, code ?? 'CONFLICT', message ?? '') });
    }
    await remove(entry.key);
  }
  for (const entry of stored.filter((e) => !e.refusal)) {
    try {
      // The answer is read by whoever queued it (a step's new version, a chat message).
      const result = await send(entry, rebased(entry, ownVersions), keepAnswer);
      const step = (result as StepAnswer | undefined)?.step;
      if (step?.id && typeof step.version === 'number') ownVersions.set(step.id, step.version);
      await remove(entry.key);
      for (const listener of outcomeListeners) listener({ entry, result });
    } catch (error) {
      if (!(error instanceof ApiError) || isTransient(error)) return; // try again later
      if (keepsRefusal(entry, error.status)) await store({ ...entry, refusal: refusalOf(error) });
      else await remove(entry.key);
      for (const listener of outcomeListeners) listener({ entry, error });
    }
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

/** At sign-out: nothing unsent stays behind, in storage or on the page. */
export async function forgetOutbox(): Promise<void> {
  publish([]);
  await deleteOutboxDatabase();
}

/** At start: send what an earlier visit left, and again whenever the network comes back. */
export function startOutbox(): void {
  window.addEventListener('online', () => void flushOutbox());
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    // Background Sync with a page open: the worker asks the page to send, and sends what still
    // waits once the page answers, or in its place if it never does (public/sw-outbox-sync.js).
    if ((event.data as { type?: string } | null)?.type === 'waymark-outbox-sync') {
      void flushOutbox().then(() => event.ports[0]?.postMessage('tried'));
    }
  });
  void flushOutbox();
}
