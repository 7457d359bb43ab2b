import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { postMessage, type MessageDraft } from '@/features/chat/api/send-message';
import { upsertMessage } from '@/features/chat/lib/message-cache';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The offline send queue: a message written while the connection is down shows as pending and
 * goes out when it is back (the `online` event, a retry every few seconds, or the realtime
 * socket reconnecting), once: its client key makes a second delivery answer the first. Kept in
 * memory, not in storage: unsent private messages never stay behind on a shared computer.
 */
export type PendingState = 'sending' | 'waiting' | 'failed';

export interface PendingMessage extends MessageDraft {
  createdAt: string;
  state: PendingState;
  /** Why the server refused it (state 'failed'). */
  error?: string;
}

const RETRY_MS = 5_000;

let pending: PendingMessage[] = [];
const listeners = new Set<() => void>();
const inFlight = new Set<string>();

function update(next: PendingMessage[]) {
  pending = next;
  for (const listener of listeners) listener();
}

function setState(clientKey: string, state: PendingState, error?: string) {
  update(
    pending.map((item) =>
      item.clientKey === clientKey ? { ...item, state, ...(error ? { error } : {}) } : item,
    ),
  );
}

/** Whether a failure is the connection's (retry later) rather than a refusal (tell the person). */
const isTransient = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 429;

async function deliver(queryClient: QueryClient, item: PendingMessage): Promise<void> {
  if (inFlight.has(item.clientKey)) return;
  inFlight.add(item.clientKey);
  setState(item.clientKey, 'sending');
  try {
    const message = await postMessage(item);
    update(pending.filter((other) => other.clientKey !== item.clientKey));
    upsertMessage(queryClient, message);
    void queryClient.invalidateQueries({ queryKey: queryKeys.chat.lists() });
  } catch (error) {
    if (isTransient(error)) setState(item.clientKey, 'waiting');
    else setState(item.clientKey, 'failed', error instanceof Error ? error.message : undefined);
  } finally {
    inFlight.delete(item.clientKey);
  }
}

/** Queues a message and tries to send it at once. */
export function enqueueMessage(queryClient: QueryClient, draft: MessageDraft): void {
  const item: PendingMessage = { ...draft, createdAt: new Date().toISOString(), state: 'sending' };
  update([...pending, item]);
  void deliver(queryClient, item);
}

/** Sends everything still waiting (on reconnect). */
export function flushOutbox(queryClient: QueryClient): void {
  for (const item of pending) {
    if (item.state === 'waiting') void deliver(queryClient, item);
  }
}

export function retryMessage(queryClient: QueryClient, clientKey: string): void {
  const item = pending.find((other) => other.clientKey === clientKey);
  if (item) void deliver(queryClient, item);
}

export function discardMessage(clientKey: string): void {
  update(pending.filter((item) => item.clientKey !== clientKey));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The messages of a conversation not yet stored by the server, oldest first. */
export function usePendingMessages(conversationId: string): PendingMessage[] {
  const all = useSyncExternalStore(subscribe, () => pending);
  return all.filter((item) => item.conversationId === conversationId);
}

/** Flushes the queue when the browser says it is online again, and every few seconds. */
export function useOutboxFlush(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const flush = () => flushOutbox(queryClient);
    window.addEventListener('online', flush);
    const timer = window.setInterval(flush, RETRY_MS);
    return () => {
      window.removeEventListener('online', flush);
      window.clearInterval(timer);
    };
  }, [queryClient]);
}

/** For tests: forget everything queued. */
export function resetOutbox(): void {
  update([]);
}
