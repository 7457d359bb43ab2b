import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownProfileSchema } from '@waymark/shared/profiles';
import { profileKeys } from '@/features/profile/api/profile-keys';
import { api } from '@/lib/api-client';

export const ownProfileQueryOptions = queryOptions({
  queryKey: profileKeys.own(),
  queryFn: ({ signal }) => api.get('/api/me/profile', { schema: ownProfileSchema, signal }),
});

export function useOwnProfile({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...ownProfileQueryOptions, enabled: isEnabled });
}
