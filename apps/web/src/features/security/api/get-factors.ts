import { queryOptions, useQuery } from '@tanstack/react-query';
import { factorListSchema } from '@waymark/shared/factors';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const factorsQueryOptions = queryOptions({
  queryKey: queryKeys.security.factors(),
  queryFn: ({ signal }) => api.get('/api/auth/factors', { schema: factorListSchema, signal }),
});

export function useFactors() {
  return useQuery(factorsQueryOptions);
}
