import type { Topic } from '@waymark/shared/realtime/frames';
import { RealtimeClient, type RealtimeStatus } from '@/lib/realtime/realtime-client';

/**
 * The tab's one realtime client, while someone is signed in. Module state on purpose: every
 * hook of the tab shares one socket, and `sendTyping` is callable outside React.
 */
let client: RealtimeClient | null = null;
const changeListeners = new Set<() => void>();

export function realtimeUrl(): string {
  const url = new URL('/api/realtime', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** Starts the tab's client (replacing any other); the returned function stops it. */
export function startRealtime(onReset: (topic: Topic) => void): () => void {
  client?.stop();
  const started = new RealtimeClient({ url: realtimeUrl(), onReset });
  client = started;
  const retry = () => started.retryNow();
  window.addEventListener('online', retry);
  const unwatch = started.onStatus(() => notify());
  started.start();
  notify();
  return () => {
    window.removeEventListener('online', retry);
    unwatch();
    started.stop();
    if (client === started) client = null;
    notify();
  };
}

export function currentRealtime(): RealtimeClient | null {
  return client;
}

export function currentStatus(): RealtimeStatus {
  return client?.status ?? 'closed';
}

/** Fires when the client is replaced or its status changes. */
export function onRealtimeChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

function notify() {
  for (const listener of changeListeners) listener();
}
