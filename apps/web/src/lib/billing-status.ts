import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasAccessOnlyByGrace } from '@waymark/shared/billing/access-rule';
import { billingApi, subscriptionStatusSchema } from '@waymark/shared/billing/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Spec §3 subscription status result: what the gate, the banner and the Pro marks decide by. */
export const billingStatusQueryOptions = queryOptions({
  queryKey: queryKeys.billing.status(),
  queryFn: ({ signal }) => api.get(billingApi.status, { schema: subscriptionStatusSchema, signal }),
  // A day boundary or a renewal can change the answer; a minute of staleness is harmless.
  staleTime: 60_000,
  retry: 1,
});

/**
 * True while Pro features are open only thanks to the free week (no subscription gives
 * access): they then carry the "Pro · included in your trial" mark. False for visitors, for
 * members, and while the status is unknown.
 */
export function useIsProByTrial({ isEnabled = true }: { isEnabled?: boolean } = {}): boolean {
  const status = useQuery({ ...billingStatusQueryOptions, enabled: isEnabled });
  return status.data ? hasAccessOnlyByGrace(status.data) : false;
}
