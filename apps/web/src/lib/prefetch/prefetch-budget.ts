/**
 * Prefetching on intent (issue 32) spends the person's data on screens they may not open, so it
 * has a budget: at most PREFETCH_BUDGET_BYTES per page load, counted from the Resource Timing
 * entries that started while a prefetch ran (others that started meanwhile count too, so the
 * count errs high and prefetching stops early rather than late). None at all when the browser
 * says the person saves data or the connection is slow (2G, 3G): there, what is needed comes
 * when it is needed.
 */
export const PREFETCH_BUDGET_BYTES = 512 * 1024;

let spent = 0;
const started = new Set<string>();

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

const slowConnections = new Set(['slow-2g', '2g', '3g']);

/** Save-Data, or a connection too slow to spend on guesses. */
export function isFrugalConnection(): boolean {
  const connection = (navigator as { connection?: NetworkInformationLike }).connection;
  if (!connection) return false;
  return connection.saveData === true || slowConnections.has(connection.effectiveType ?? '');
}

function bytesSince(start: number): number {
  if (typeof performance === 'undefined' || !performance.getEntriesByType) return 0;
  let bytes = 0;
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (entry.startTime >= start) bytes += entry.transferSize || entry.encodedBodySize || 0;
  }
  return bytes;
}

/**
 * Runs `load` once per `id` for this page load, while the budget lasts. A failed load may be
 * tried again on the next intent.
 */
export function prefetchOnce(id: string, load: () => Promise<unknown>): void {
  if (started.has(id) || spent >= PREFETCH_BUDGET_BYTES || isFrugalConnection()) return;
  started.add(id);
  const start = performance.now();
  load()
    .catch(() => started.delete(id))
    .finally(() => {
      spent += bytesSince(start);
    });
}

/** What this page load spent on prefetching so far (shown to tests). */
export const prefetchSpent = () => spent;

/** For tests: a fresh page load. */
export function resetPrefetchBudget(): void {
  spent = 0;
  started.clear();
}
