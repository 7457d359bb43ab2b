import { LRUCache } from 'lru-cache';

export interface WriteThrottleOptions {
  /** A key is written at most this often (unless its mark changes). */
  intervalMs: number;
  /** Keys remembered; the longest unwritten is forgotten first (it is then written again). */
  maxEntries: number;
  now: () => number;
}

export interface WriteThrottle {
  /**
   * The instant to write `key` at, or null when it was written less than the interval ago
   * with the same `mark` (e.g. a client address worth writing at once when it changes).
   */
  due(key: string, mark?: string): number | null;
  /** The write failed: the next request for `key` tries again. */
  forget(key: string): void;
}

/**
 * Bookkeeping writes that ride on requests (a session's last activity, a token's last use) at
 * most once an interval per key by this process, remembered in a bounded LRU. Several
 * processes each write once an interval: still cheap, and never wrong by more.
 */
export function createWriteThrottle({
  intervalMs,
  maxEntries,
  now,
}: WriteThrottleOptions): WriteThrottle {
  const lastWritten = new LRUCache<string, { at: number; mark: string | undefined }>({
    max: maxEntries,
  });
  return {
    due(key, mark) {
      const at = now();
      // peek: a skipped write does not count as use, so the longest unwritten goes first.
      const last = lastWritten.peek(key);
      if (last && at - last.at < intervalMs && last.mark === mark) return null;
      lastWritten.set(key, { at, mark });
      return at;
    },
    forget(key) {
      lastWritten.delete(key);
    },
  };
}
