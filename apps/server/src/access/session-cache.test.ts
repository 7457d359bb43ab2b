import { describe, expect, it, vi } from 'vitest';
import type { LiveSession } from '@/capabilities/accounts/session-queries';
import { createSessionCache } from '@/access/session-cache';

const session = (id: string, userId = 'u1', expiresInMs = 60_000): LiveSession => ({
  id,
  userId,
  aal: 'aal1',
  expiresAt: new Date(Date.now() + expiresInMs),
});

describe('session cache', () => {
  it('asks the database every time until it listens for notices', async () => {
    const cache = createSessionCache();
    const look = vi.fn(() => Promise.resolve(session('s1')));
    await cache.resolve('k', look);
    await cache.resolve('k', look);
    expect(look).toHaveBeenCalledTimes(2);
  });

  it('answers a live session from memory, and asks again once it is evicted', async () => {
    const cache = createSessionCache();
    cache.setEnabled(true);
    const look = vi.fn(() => Promise.resolve(session('s1')));
    await cache.resolve('k', look);
    expect(await cache.resolve('k', look)).toMatchObject({ id: 's1' });
    expect(look).toHaveBeenCalledTimes(1);

    cache.evictSession('s1');
    await cache.resolve('k', look);
    expect(look).toHaveBeenCalledTimes(2);

    cache.evictUser('u1');
    await cache.resolve('k', look);
    expect(look).toHaveBeenCalledTimes(3);
  });

  it('never keeps an unknown token, an expired session, or an answer older than an eviction', async () => {
    const cache = createSessionCache();
    cache.setEnabled(true);
    const missing = vi.fn(() => Promise.resolve(null));
    await cache.resolve('gone', missing);
    await cache.resolve('gone', missing);
    expect(missing).toHaveBeenCalledTimes(2);

    const expiring = vi.fn(() => Promise.resolve(session('s2', 'u1', -1)));
    await cache.resolve('old', expiring);
    await cache.resolve('old', expiring);
    expect(expiring).toHaveBeenCalledTimes(2);

    // The lookup read the session just before it ended; the eviction lands while it waits.
    let answer: (value: LiveSession) => void = () => undefined;
    const slow = vi.fn(() => new Promise<LiveSession>((resolve) => (answer = resolve)));
    const pending = cache.resolve('race', slow);
    cache.evictSession('s3');
    answer(session('s3'));
    await pending;
    await cache.resolve('race', () => Promise.resolve(null));
    expect(await cache.resolve('race', () => Promise.resolve(null))).toBeNull();
  });

  it('forgets everything when notices stop arriving', async () => {
    const cache = createSessionCache();
    cache.setEnabled(true);
    const look = vi.fn(() => Promise.resolve(session('s1')));
    await cache.resolve('k', look);
    cache.setEnabled(false);
    cache.setEnabled(true);
    await cache.resolve('k', look);
    expect(look).toHaveBeenCalledTimes(2);
  });
});
