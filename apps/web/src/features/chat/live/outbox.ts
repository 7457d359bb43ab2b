import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { messageSchema } from '@waymark/shared/chat/contracts';
import { postMessage, type MessageDraft } from '@/features/chat/api/send-message';
import { upsertMessage } from '@/features/chat/lib/message-cache';
import { ApiError } from '@/lib/api-client';
import {
  enqueue,
  flushOutbox as flushAppOutbox,
  onOutboxOutcome,
  settleRefused,
  useOutbox,
  useRefusedWrites,
  type OutboxEntry,
} from '@/lib/offline/outbox';
import { queryKeys } from '@/lib/query-keys';

/**
 * The send queue (issue 19): a message is sent at once; if the connection is down it goes
 * into the app's IndexedDB outbox (lib/offline) with its client key as Idempotency-Key, shows
 * as "waiting to sync", and is sent by the outbox on `online`, at start, on Background Sync,
 * when the realtime socket is back and every few seconds while this page is open: once, as
 * the server answers a repeated client key with the message it stored. The outbox is deleted
 * at sign-out, so unsent private text does not stay behind on a shared computer.
 */
export type PendingState = 'sending' | 'waiting' | 'failed';

export interface PendingMessage extends MessageDraft {
  createdAt: string;
  state: PendingState;
  /** Why the server refused it (state 'failed'). */
  error?: string;
}

const RETRY_MS = 5_000;

/** Messages being sent right now, or refused while the page was online. */
let sending: PendingMessage[] = [];
const listeners = new Set<() => void>();
const inFlight = new Set<string>();

function update(next: PendingMessage[]) {
  sending = next;
  for (const listener of listeners) listener();
}

function setState(clientKey: string, state: PendingState, error?: string) {
  update(
    sending.map((item) =>
      item.clientKey === clientKey ? { ...item, state, ...(error ? { error } : {}) } : item,
    ),
  );
}

/** Whether a failure is the connection's (retry later) rather than a refusal (tell the person). */
const isTransient = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 429;

const messagesPath = (conversationId: string) => `/api/conversations/${conversationId}/messages`;

/** A draft as the outbox keeps it: the request's body, and the conversation. */
function toEntry(item: PendingMessage): Omit<OutboxEntry, 'createdAt'> {
  const { conversationId, clientKey, body: text, replyToId, attachmentUrl } = item;
  // The request's body: what postMessage sends, without the page's own fields.
  const body = { body: text, clientKey, replyToId, attachmentUrl };
  return {
    key: item.clientKey,
    kind: 'message',
    method: 'POST',
    path: messagesPath(conversationId),
    body,
    conversationId,
  };
}

function fromEntry(entry: OutboxEntry): PendingMessage {
  const body = entry.body as Omit<MessageDraft, 'conversationId'>;
  return {
    ...body,
    conversationId: entry.conversationId ?? '',
    createdAt: new Date(entry.createdAt).toISOString(),
    state: entry.refusal ? 'failed' : 'waiting',
    ...(entry.refusal?.message ? { error: entry.refusal.message } : {}),
  };
}

async function deliver(queryClient: QueryClient, item: PendingMessage): Promise<void> {
  if (inFlight.has(item.clientKey)) return;
  inFlight.add(item.clientKey);
  setState(item.clientKey, 'sending');
  try {
    const message = await postMessage(item);
    update(sending.filter((other) => other.clientKey !== item.clientKey));
    upsertMessage(queryClient, message);
    void queryClient.invalidateQueries({ queryKey: queryKeys.chat.lists() });
  } catch (error) {
    if (isTransient(error)) {
      // Kept in IndexedDB from now on: it survives a reload and goes out with the outbox.
      await enqueue(toEntry(item));
      update(sending.filter((other) => other.clientKey !== item.clientKey));
    } else setState(item.clientKey, 'failed', error instanceof Error ? error.message : undefined);
  } finally {
    inFlight.delete(item.clientKey);
  }
}

/** Queues a message and tries to send it at once. */
export function enqueueMessage(queryClient: QueryClient, draft: MessageDraft): void {
  const item: PendingMessage = { ...draft, createdAt: new Date().toISOString(), state: 'sending' };
  update([...sending, item]);
  void deliver(queryClient, item);
}

/** Sends everything still waiting (on reconnect). */
export function flushOutbox(): void {
  void flushAppOutbox();
}

/** "Try again" on a refused message: sent afresh, under the same client key. */
export function retryMessage(queryClient: QueryClient, item: PendingMessage): void {
  void settleRefused(item.clientKey);
  if (!sending.some((other) => other.clientKey === item.clientKey)) {
    update([...sending, { ...item, state: 'sending' }]);
  }
  void deliver(queryClient, item);
}

export function discardMessage(clientKey: string): void {
  void settleRefused(clientKey);
  update(sending.filter((item) => item.clientKey !== clientKey));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The messages of a conversation not yet stored by the server, oldest first. */
export function usePendingMessages(conversationId: string): PendingMessage[] {
  const inMemory = useSyncExternalStore(subscribe, () => sending);
  const waiting = useOutbox();
  const refused = useRefusedWrites();
  return useMemo(() => {
    const stored = [...waiting, ...refused]
      .filter((entry) => entry.kind === 'message' && entry.conversationId === conversationId)
      .map(fromEntry);
    const mine = inMemory.filter((item) => item.conversationId === conversationId);
    const keys = new Set(mine.map((item) => item.clientKey));
    return [...mine, ...stored.filter((item) => !keys.has(item.clientKey))].sort((a, b) =>
      a.createdAt.localeCompare(b.createdAt),
    );
  }, [inMemory, waiting, refused, conversationId]);
}

/**
 * While a conversation is open: the outbox is sent when the browser says it is online again
 * and every few seconds, and a message it delivered joins the conversation at once.
 */
export function useOutboxFlush(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const flush = () => void flushAppOutbox();
    window.addEventListener('online', flush);
    const timer = window.setInterval(flush, RETRY_MS);
    const stop = onOutboxOutcome(({ entry, result }) => {
      if (entry.kind !== 'message' || !result) return;
      const message = messageSchema.safeParse(result);
      if (message.success) upsertMessage(queryClient, message.data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat.lists() });
    });
    return () => {
      window.removeEventListener('online', flush);
      window.clearInterval(timer);
      stop();
    };
  }, [queryClient]);
}

/** For tests: forget everything queued. */
export function resetOutbox(): void {
  update([]);
}
