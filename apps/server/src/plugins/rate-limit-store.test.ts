import { describe, expect, it } from 'vitest';
import { FixedWindowCounters } from '@/plugins/rate-limit-store';

function clock(start = 1_000_000) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe('FixedWindowCounters', () => {
  it('allows the limit, then refuses with the seconds left in the window', () => {
    const time = clock();
    const counters = new FixedWindowCounters(60_000, time.now);
    const budget = [{ key: 'a', limit: 2 }];
    expect(counters.hit(budget)).toEqual({ allowed: true });
    time.advance(10_000);
    expect(counters.hit(budget)).toEqual({ allowed: true });
    expect(counters.hit(budget)).toEqual({ allowed: false, retryAfterSeconds: 50 });
    time.advance(49_500);
    expect(counters.hit(budget)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time.advance(500);
    expect(counters.hit(budget)).toEqual({ allowed: true });
  });

  it('refuses when any budget is spent, and a refused attempt spends none of the others', () => {
    const time = clock();
    const counters = new FixedWindowCounters(60_000, time.now);
    expect(counters.hit([{ key: 'account', limit: 1 }])).toEqual({ allowed: true });
    const both = [
      { key: 'account', limit: 1 },
      { key: 'address', limit: 1 },
    ];
    expect(counters.hit(both).allowed).toBe(false);
    expect(counters.hit(both).allowed).toBe(false);
    // The address budget was never used by the refused attempts.
    expect(counters.hit([{ key: 'address', limit: 1 }])).toEqual({ allowed: true });
  });

  it('keeps keys apart', () => {
    const counters = new FixedWindowCounters(60_000, clock().now);
    expect(counters.hit([{ key: 'a', limit: 1 }]).allowed).toBe(true);
    expect(counters.hit([{ key: 'b', limit: 1 }]).allowed).toBe(true);
    expect(counters.hit([{ key: 'a', limit: 1 }]).allowed).toBe(false);
  });

  it('keeps at most maxKeys windows, forgetting the oldest first', () => {
    const counters = new FixedWindowCounters(60_000, clock().now, 2);
    expect(counters.hit([{ key: 'first', limit: 1 }]).allowed).toBe(true);
    expect(counters.hit([{ key: 'second', limit: 1 }]).allowed).toBe(true);
    expect(counters.hit([{ key: 'third', limit: 1 }]).allowed).toBe(true);
    // 'first' was evicted to make room; 'third' is still counted.
    expect(counters.hit([{ key: 'first', limit: 1 }]).allowed).toBe(true);
    expect(counters.hit([{ key: 'third', limit: 1 }]).allowed).toBe(false);
  });
});
