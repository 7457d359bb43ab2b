import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PREFETCH_BUDGET_BYTES,
  prefetchOnce,
  prefetchSpent,
  resetPrefetchBudget,
} from '@/lib/prefetch/prefetch-budget';

function connection(value: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value, configurable: true });
}

/** Resource Timing as if `bytes` arrived for the prefetch that just started. */
function arriving(bytes: number) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { startTime: performance.now() + 1, transferSize: bytes, encodedBodySize: bytes },
  ] as unknown as PerformanceEntryList);
}

afterEach(() => {
  resetPrefetchBudget();
  connection(undefined);
  vi.restoreAllMocks();
});

describe('prefetching on intent', () => {
  it('loads each screen once per page load', async () => {
    const load = vi.fn(() => Promise.resolve());
    prefetchOnce('code /journeys', load);
    prefetchOnce('code /journeys', load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
  });

  it('tries a screen again after its load failed', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    prefetchOnce('code /timeline', load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    prefetchOnce('code /timeline', load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('stops once the byte budget is spent', async () => {
    arriving(PREFETCH_BUDGET_BYTES);
    prefetchOnce('code /dashboard', () => Promise.resolve());
    await vi.waitFor(() => expect(prefetchSpent()).toBe(PREFETCH_BUDGET_BYTES));
    const load = vi.fn(() => Promise.resolve());
    prefetchOnce('code /projects', load);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads nothing with Save-Data or on a slow connection', () => {
    const load = vi.fn(() => Promise.resolve());
    connection({ saveData: true });
    prefetchOnce('code /a', load);
    connection({ effectiveType: '2g' });
    prefetchOnce('code /b', load);
    connection({ effectiveType: '3g' });
    prefetchOnce('code /c', load);
    expect(load).not.toHaveBeenCalled();
    connection({ effectiveType: '4g' });
    prefetchOnce('code /d', load);
    expect(load).toHaveBeenCalledOnce();
  });
});
