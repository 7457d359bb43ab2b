import { describe, expect, it } from 'vitest';
import { createTokenBucket } from './token-bucket';

describe('createTokenBucket', () => {
  it('lets a burst of its capacity through, then refuses until time refills it', () => {
    // A clock of whole milliseconds: performance.now()'s fractions made 100 ms refill 0.999…
    // of a token now and then, and the test failed by a rounding error.
    const start = 1_000;
    const bucket = createTokenBucket(10, 10, start);
    const burst = Array.from({ length: 40 }, () => bucket.take(start));
    expect(burst.filter(Boolean)).toHaveLength(10);
    expect(burst.slice(10).some(Boolean)).toBe(false);
    // 10 a second: one more after 100 ms, not two.
    expect(bucket.take(start + 100)).toBe(true);
    expect(bucket.take(start + 100)).toBe(false);
  });

  it('never holds more than its capacity, however long it waited', () => {
    const start = 1_000;
    const bucket = createTokenBucket(10, 10, start);
    const later = start + 60_000;
    const taken = Array.from({ length: 20 }, () => bucket.take(later)).filter(Boolean);
    expect(taken).toHaveLength(10);
  });
});
