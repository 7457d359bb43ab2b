import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingApi, billingConfigSchema } from '@waymark/shared/billing/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Which card provider the server uses (sandbox or Stripe) and Stripe's publishable key. */
export const billingConfigQueryOptions = queryOptions({
  queryKey: queryKeys.billing.config(),
  queryFn: ({ signal }) => api.get(billingApi.config, { schema: billingConfigSchema, signal }),
  staleTime: Infinity,
});

export function useBillingConfig() {
  return useQuery(billingConfigQueryOptions);
}
