/**
 * How chat data stays fresh without the realtime socket: the open conversation, the lists and
 * the unread counts are asked again every few seconds while the tab is visible (TanStack Query
 * pauses intervals in background tabs) and at once when the window regains focus. Once the
 * realtime floor is connected, its events invalidate the same keys and this is the fallback
 * for when the socket is closed.
 */
export const LIVE_POLL_MS = 3_000;

export const livePolling = {
  refetchInterval: LIVE_POLL_MS,
  refetchOnWindowFocus: true,
} as const;
