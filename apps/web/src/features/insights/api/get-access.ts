import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingApi, subscriptionStatusSchema } from '@waymark/shared/billing/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Whether the person may see their insights: the billing status the server decides with (the
 * same key as the billing gate's query, so both share one request). Asking first keeps the page
 * from drawing a 402 for people without access: they get the preview straight away.
 */
export const insightsAccessQueryOptions = queryOptions({
  queryKey: queryKeys.billing.status(),
  queryFn: ({ signal }) => api.get(billingApi.status, { schema: subscriptionStatusSchema, signal }),
  staleTime: 60_000,
});

export function useInsightsAccess() {
  const status = useQuery(insightsAccessQueryOptions);
  // Spec §4: a failed status check grants access (the server still decides).
  return {
    isPending: status.isPending,
    hasAccess: status.isError || (status.data?.hasAccess ?? false),
  };
}
