import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingApi, subscriptionStatusSchema } from '@waymark/shared/billing/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Spec §3 subscription status result: what the gate and the banner decide by. */
export const billingStatusQueryOptions = queryOptions({
  queryKey: queryKeys.billing.status(),
  queryFn: ({ signal }) => api.get(billingApi.status, { schema: subscriptionStatusSchema, signal }),
  // A day boundary or a renewal can change the answer; a minute of staleness is harmless.
  staleTime: 60_000,
  retry: 1,
});

export function useBillingStatus({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...billingStatusQueryOptions, enabled: isEnabled });
}
