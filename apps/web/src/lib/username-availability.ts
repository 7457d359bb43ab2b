import { queryOptions, useQuery } from '@tanstack/react-query';
import { usernameAvailabilitySchema } from '@waymark/shared/auth';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const usernameAvailabilityQueryOptions = (username: string) =>
  queryOptions({
    queryKey: queryKeys.usernameAvailable(username),
    queryFn: ({ signal }) =>
      api.get(`/api/auth/username-available?username=${encodeURIComponent(username)}`, {
        schema: usernameAvailabilitySchema,
        signal,
      }),
    staleTime: 30_000,
  });

/**
 * GET /api/auth/username-available, for sign-up, onboarding and edit-profile alike. Pass the
 * debounced name, or null while there is nothing worth asking (empty, unchanged, or breaking
 * the rule client-side).
 */
export function useUsernameAvailability(username: string | null) {
  return useQuery({ ...usernameAvailabilityQueryOptions(username ?? ''), enabled: !!username });
}
