export interface Budget {
  key: string;
  limit: number;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters in this process's memory. One attempt is checked against several
 * budgets at once (an account and an address): it is refused when any of them is spent,
 * and a refused attempt spends none, so a flood on one account does not also use up the
 * address budget of the person behind it. Expired windows are swept at most once a window,
 * and at most `maxKeys` are kept: past that the oldest go first, so a flood of fresh keys
 * (many /64s, many e-mails) costs bounded memory rather than the process.
 */
export class FixedWindowCounters {
  private readonly windows = new Map<string, Window>();
  private lastSweep: number;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = () => Date.now(),
    private readonly maxKeys = 100_000,
  ) {
    this.lastSweep = now();
  }

  hit(budgets: Budget[]): Verdict {
    const at = this.now();
    this.sweep(at);
    let resetAt = 0;
    for (const { key, limit } of budgets) {
      const window = this.current(key, at);
      if (window && window.count >= limit) resetAt = Math.max(resetAt, window.resetAt);
    }
    if (resetAt > 0) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - at) / 1000)) };
    }
    for (const { key } of budgets) {
      const window = this.current(key, at);
      if (window) {
        window.count += 1;
        continue;
      }
      // Re-inserted, so Map order stays oldest window first.
      this.windows.delete(key);
      this.windows.set(key, { count: 1, resetAt: at + this.windowMs });
      if (this.windows.size > this.maxKeys) this.evictOldest();
    }
    return { allowed: true };
  }

  private current(key: string, at: number): Window | undefined {
    const window = this.windows.get(key);
    return window && window.resetAt > at ? window : undefined;
  }

  private evictOldest() {
    const oldest = this.windows.keys().next().value;
    if (oldest !== undefined) this.windows.delete(oldest);
  }

  private sweep(at: number) {
    if (at - this.lastSweep < this.windowMs) return;
    this.lastSweep = at;
    for (const [key, window] of this.windows) {
      if (window.resetAt <= at) this.windows.delete(key);
    }
  }
}
