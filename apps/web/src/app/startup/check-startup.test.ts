import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkStartup } from '@/app/startup/check-startup';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the start-up check', () => {
  it('fails on a network error while the browser says it is online (the Connection Error panel)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(checkStartup()).rejects.toThrow('Failed to fetch');
  });

  it('lets the installable app open offline, from what it has cached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(checkStartup()).resolves.toBe('offline');
  });
});
