import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingApi, invoiceListSchema } from '@waymark/shared/billing/contracts';
import { billingKeys } from '@/features/billing/api/billing-keys';
import { api } from '@/lib/api-client';

export const invoicesQueryOptions = queryOptions({
  queryKey: billingKeys.invoices(),
  queryFn: ({ signal }) => api.get(billingApi.invoices, { schema: invoiceListSchema, signal }),
  // Newest first.
  select: (data) => [...data.invoices].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
});

export function useInvoices() {
  return useQuery(invoicesQueryOptions);
}
