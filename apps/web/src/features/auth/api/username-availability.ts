import { queryOptions, useQuery } from '@tanstack/react-query';
import { usernameAvailabilitySchema } from '@waymark/shared/auth';
import { apiJson } from '@/lib/api-client';

export const usernameAvailabilityQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['auth', 'username-available', username],
    queryFn: ({ signal }) =>
      apiJson(
        `/api/auth/username-available?username=${encodeURIComponent(username)}`,
        usernameAvailabilitySchema,
        { signal },
      ),
    staleTime: 30_000,
  });

/** GET /api/auth/username-available; pass the debounced name, or null while it is not worth asking. */
export function useUsernameAvailability(username: string | null) {
  return useQuery({ ...usernameAvailabilityQueryOptions(username ?? ''), enabled: !!username });
}
