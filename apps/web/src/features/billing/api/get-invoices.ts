import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingApi, invoiceListSchema } from '@waymark/shared/billing/contracts';
import { billingKeys } from '@/features/billing/api/billing-keys';
import { apiJson } from '@/lib/api-client';

export const invoicesQueryOptions = queryOptions({
  queryKey: billingKeys.invoices(),
  queryFn: ({ signal }) => apiJson(billingApi.invoices, invoiceListSchema, { signal }),
  // Newest first.
  select: (data) => [...data.invoices].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
});

export function useInvoices() {
  return useQuery(invoicesQueryOptions);
}
