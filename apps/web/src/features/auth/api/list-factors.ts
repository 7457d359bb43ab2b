import { queryOptions, useQuery } from '@tanstack/react-query';
import { factorListSchema } from '@waymark/shared/factors';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const signInFactorsQueryOptions = queryOptions({
  queryKey: queryKeys.auth.signInFactors,
  queryFn: ({ signal }) => api.get('/api/auth/factors', { schema: factorListSchema, signal }),
  // The second-factor step needs the list as it is now, not as it was.
  staleTime: 0,
  gcTime: 0,
});

/** GET /api/auth/factors: the factors to choose from at the second-factor step. */
export function useSignInFactors() {
  return useQuery(signInFactorsQueryOptions);
}
