import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingApi, invoiceListSchema } from '@waymark/shared/billing/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const invoicesQueryOptions = queryOptions({
  queryKey: queryKeys.billing.invoices(),
  queryFn: ({ signal }) => api.get(billingApi.invoices, { schema: invoiceListSchema, signal }),
  // Newest first.
  select: (data) => [...data.invoices].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
});

export function useInvoices() {
  return useQuery(invoicesQueryOptions);
}
