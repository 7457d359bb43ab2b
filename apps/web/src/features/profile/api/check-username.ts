import { queryOptions, useQuery } from '@tanstack/react-query';
import { usernameAvailabilitySchema } from '@waymark/shared/auth';
import { profileKeys } from '@/features/profile/api/profile-keys';
import { apiJson } from '@/lib/api-client';

export const usernameAvailabilityQueryOptions = (username: string) =>
  queryOptions({
    queryKey: profileKeys.usernameAvailability(username),
    queryFn: ({ signal }) =>
      apiJson(
        `/api/auth/username-available?username=${encodeURIComponent(username)}`,
        usernameAvailabilitySchema,
        { signal },
      ),
    staleTime: 30_000,
  });

/**
 * Asks whether `username` is free. Pass the debounced value, and null while there is nothing
 * worth asking (empty, unchanged from the current one, or breaking the rule client-side).
 */
export function useUsernameAvailability(username: string | null) {
  return useQuery({ ...usernameAvailabilityQueryOptions(username ?? ''), enabled: !!username });
}
