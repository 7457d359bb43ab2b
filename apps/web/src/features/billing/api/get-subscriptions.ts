import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingApi, subscriptionListSchema } from '@waymark/shared/billing/contracts';
import { billingKeys } from '@/features/billing/api/billing-keys';
import { apiJson } from '@/lib/api-client';

export const subscriptionsQueryOptions = queryOptions({
  queryKey: billingKeys.subscriptions(),
  queryFn: ({ signal }) => apiJson(billingApi.subscriptions, subscriptionListSchema, { signal }),
  select: (data) => data.subscriptions,
});

export function useSubscriptions() {
  return useQuery(subscriptionsQueryOptions);
}
