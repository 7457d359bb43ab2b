import { describe, expect, it } from 'vitest';
import { createWriteThrottle } from '@/lib/write-throttle';

describe('createWriteThrottle', () => {
  const clock = () => {
    let time = 1_000;
    return { now: () => time, advance: (ms: number) => (time += ms) };
  };

  it('lets a key be written once an interval, at the current instant', () => {
    const { now, advance } = clock();
    const throttle = createWriteThrottle({ intervalMs: 60_000, maxEntries: 10, now });
    expect(throttle.due('a')).toBe(1_000);
    advance(59_999);
    expect(throttle.due('a')).toBeNull();
    expect(throttle.due('b')).toBe(60_999);
    advance(1);
    expect(throttle.due('a')).toBe(61_000);
  });

  it('writes at once when the mark changes', () => {
    const { now, advance } = clock();
    const throttle = createWriteThrottle({ intervalMs: 60_000, maxEntries: 10, now });
    expect(throttle.due('token', '192.0.2.1')).toBe(1_000);
    advance(10);
    expect(throttle.due('token', '192.0.2.1')).toBeNull();
    expect(throttle.due('token', '198.51.100.7')).toBe(1_010);
  });

  it('tries again after a failed write is forgotten', () => {
    const { now } = clock();
    const throttle = createWriteThrottle({ intervalMs: 60_000, maxEntries: 10, now });
    expect(throttle.due('a')).toBe(1_000);
    throttle.forget('a');
    expect(throttle.due('a')).toBe(1_000);
  });

  it('forgets the longest unwritten key first, a skipped write not counting as use', () => {
    const { now, advance } = clock();
    const throttle = createWriteThrottle({ intervalMs: 60_000, maxEntries: 2, now });
    throttle.due('a');
    advance(1);
    throttle.due('b');
    advance(1);
    expect(throttle.due('a')).toBeNull();
    throttle.due('c');
    // 'a' was written first and only skipped since: it is the one forgotten.
    expect(throttle.due('b')).toBeNull();
    expect(throttle.due('a')).toBe(1_002);
  });
});
