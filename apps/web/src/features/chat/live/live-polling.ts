import { useRealtimeStatus } from '@/lib/realtime';

/** How often chat data is asked again while the realtime socket is not open. */
export const LIVE_POLL_MS = 3_000;

/**
 * How chat data stays fresh: while the realtime socket is open, its events refresh exactly the
 * queries they touch (use-conversation-live.ts, use-chat-user-live.ts) and nothing is polled;
 * while it is connecting or closed, the open conversation, the lists and the counts are asked
 * again every few seconds while the tab is visible (TanStack Query pauses intervals in
 * background tabs). Always at once when the window regains focus.
 */
export function useLivePolling() {
  const live = useRealtimeStatus() === 'open';
  return { refetchInterval: live ? false : LIVE_POLL_MS, refetchOnWindowFocus: true } as const;
}
