import { AppError } from '@/errors';

export interface FloodGuardOptions {
  limit: number;
  windowMs: number;
}

/**
 * Counts recent sends per key (an account, an address, an IP) in this process and refuses the
 * one past the limit with 429. Each node keeps its own counts: a brake on floods, not a quota.
 */
export function createFloodGuard({ limit, windowMs }: FloodGuardOptions) {
  const sent = new Map<string, number[]>();

  const recent = (key: string, now: number) => {
    const times = (sent.get(key) ?? []).filter((time) => now - time < windowMs);
    if (times.length > 0) sent.set(key, times);
    else sent.delete(key);
    return times;
  };

  return {
    /** Throws RATE_LIMITED when any of the keys has used up its window. */
    check(keys: readonly string[], now = Date.now()): void {
      if (keys.some((key) => recent(key, now).length >= limit)) {
        throw new AppError(
          'RATE_LIMITED',
          'You have sent several messages in a short time. Please wait before sending another.',
        );
      }
    },
    record(keys: readonly string[], now = Date.now()): void {
      for (const key of keys) sent.set(key, [...recent(key, now), now]);
    },
  };
}

export type FloodGuard = ReturnType<typeof createFloodGuard>;
