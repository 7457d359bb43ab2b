import type { UseQueryResult } from '@tanstack/react-query';
import { isKeptData } from '@/lib/kept-reads/kept-since';

type QueryState = Pick<UseQueryResult, 'dataUpdatedAt' | 'fetchStatus' | 'isRefetchError'>;

/**
 * Whether a query shows what the device kept while the network is still being asked. A screen
 * may show such data at once; an editor or a form must not start from it: its fields are
 * filled once, so the fresh answer would never reach them, and a save would be based on an
 * old version (someone else's newer edit would look like a conflict, or the person's own
 * last save would be undone). Offline (the query paused) or after a failed refresh, what was
 * kept is all there is, and the offline outbox settles a version that moved on meanwhile.
 */
export function isAwaitingFresh(query: QueryState): boolean {
  return isKeptData(query.dataUpdatedAt) && query.fetchStatus !== 'paused' && !query.isRefetchError;
}
