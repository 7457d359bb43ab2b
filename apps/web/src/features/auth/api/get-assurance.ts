import { queryOptions, useQuery } from '@tanstack/react-query';
import { meSchema, type Me } from '@waymark/shared/auth';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/me: what the session proved (`current`) and what the account requires (`next`). */
export async function getAssurance(): Promise<Me['aal']> {
  const me = await api.get('/api/me', { schema: meSchema, cache: 'no-store' });
  return me.aal;
}

export const isSecondFactorDue = (aal: Me['aal']): boolean =>
  aal.current === 'aal1' && aal.next === 'aal2';

export const assuranceQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.auth.assurance(userId),
    queryFn: getAssurance,
    staleTime: 0,
    gcTime: 0,
  });

/** For someone who arrives signed in: is the second factor still due? */
export function useAssurance(userId: string | null) {
  return useQuery({ ...assuranceQueryOptions(userId ?? ''), enabled: userId !== null });
}
