/**
 * A token bucket: `capacity` tokens, refilled at `perSecond`; each client frame takes one.
 * Spec §9 allows a client 10 events a second; a burst of up to `capacity` passes at once.
 */
export interface TokenBucket {
  /** Takes a token if one is left. */
  take(now?: number): boolean;
}

/** `startedAt` is the clock's time when the bucket is full (tests pass their own clock). */
export function createTokenBucket(
  capacity: number,
  perSecond: number,
  startedAt = performance.now(),
): TokenBucket {
  let tokens = capacity;
  let updatedAt = startedAt;
  return {
    take(now = performance.now()) {
      tokens = Math.min(capacity, tokens + ((now - updatedAt) / 1000) * perSecond);
      updatedAt = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
