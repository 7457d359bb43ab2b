/**
 * When this page restored the person's kept reads (ms since the epoch), or null when it
 * restored none. A query whose data is older than this still shows what the device kept: the
 * refreshing mark shows while such a query is being fetched again.
 */
let restoredAt: number | null = null;

export function keptReadsRestoredAt(): number | null {
  return restoredAt;
}

export function noteKeptReadsRestored(at: number | null): void {
  restoredAt = at;
}

/** Data read before this page restored the kept reads: what the device kept, not yet refreshed. */
export function isKeptData(dataUpdatedAt: number): boolean {
  return restoredAt !== null && dataUpdatedAt > 0 && dataUpdatedAt <= restoredAt;
}
