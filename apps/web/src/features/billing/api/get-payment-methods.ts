import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  billingApi,
  paymentMethodListSchema,
  type PaymentMethod,
} from '@waymark/shared/billing/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const paymentMethodsQueryOptions = queryOptions({
  queryKey: queryKeys.billing.paymentMethods(),
  queryFn: ({ signal }) =>
    api.get(billingApi.paymentMethods, { schema: paymentMethodListSchema, signal }),
  select: (data) => data.paymentMethods,
});

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions);
}

/** Spec §5: the default card is the one flagged default, otherwise the first. */
export function defaultMethodOf(methods: readonly PaymentMethod[]): PaymentMethod | undefined {
  return methods.find((method) => method.is_default) ?? methods[0];
}
