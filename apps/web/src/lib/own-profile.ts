import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownProfileSchema } from '@waymark/shared/profiles';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/me/profile, cached once for the whole app: Settings and the profile pages read this
 * same entry, and every change of the own profile (details, picture, visibility) writes it, so
 * none of them shows an older copy.
 */
export const ownProfileQueryOptions = queryOptions({
  queryKey: queryKeys.profile.own(),
  queryFn: ({ signal }) => api.get('/api/me/profile', { schema: ownProfileSchema, signal }),
});

export function useOwnProfile({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...ownProfileQueryOptions, enabled: isEnabled });
}
