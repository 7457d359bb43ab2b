import { queryOptions, useQuery } from '@tanstack/react-query';
import { factorListSchema } from '@waymark/shared/factors';
import { securityKeys } from '@/features/security/api/security-keys';
import { api } from '@/lib/api-client';

export const factorsQueryOptions = queryOptions({
  queryKey: securityKeys.factors(),
  queryFn: ({ signal }) => api.get('/api/auth/factors', { schema: factorListSchema, signal }),
});

export function useFactors() {
  return useQuery(factorsQueryOptions);
}
