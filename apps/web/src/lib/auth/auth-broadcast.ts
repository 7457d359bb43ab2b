/** What one tab tells the others, so every tab shows the same account (spec §4). */
export type AuthChange = 'signed-in' | 'signed-out' | 'profile-updated';

const CHANNEL_NAME = 'waymark-auth';
/** Browsers without BroadcastChannel still see localStorage writes of other tabs. */
const STORAGE_KEY = 'waymark-auth-change';

const isAuthChange = (value: unknown): value is AuthChange =>
  value === 'signed-in' || value === 'signed-out' || value === 'profile-updated';

let channel: BroadcastChannel | null | undefined;

function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  }
  return channel;
}

export function broadcastAuthChange(change: AuthChange): void {
  const current = getChannel();
  if (current) {
    current.postMessage(change);
    return;
  }
  try {
    // The time makes each write differ, so a repeated change still fires a storage event.
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ change, at: Date.now() }));
  } catch {
    // Storage disabled: other tabs catch up on their next keep-alive check.
  }
}

/** Calls `onChange` for changes made in other tabs (never for this tab's own). */
export function subscribeToAuthChanges(onChange: (change: AuthChange) => void): () => void {
  // A channel object does not receive its own messages, so listen on a separate one.
  const listener =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  const onMessage = (event: MessageEvent) => {
    if (isAuthChange(event.data)) onChange(event.data);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY || event.newValue === null) return;
    try {
      const parsed: unknown = JSON.parse(event.newValue);
      if (typeof parsed === 'object' && parsed !== null && 'change' in parsed) {
        if (isAuthChange(parsed.change)) onChange(parsed.change);
      }
    } catch {
      // Not ours.
    }
  };
  listener?.addEventListener('message', onMessage);
  window.addEventListener('storage', onStorage);
  return () => {
    listener?.close();
    window.removeEventListener('storage', onStorage);
  };
}
