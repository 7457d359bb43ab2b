import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownProfileSchema } from '@waymark/shared/profiles';
import { profileKeys } from '@/features/profile/api/profile-keys';
import { apiJson } from '@/lib/api-client';

export const ownProfileQueryOptions = queryOptions({
  queryKey: profileKeys.own(),
  queryFn: ({ signal }) => apiJson('/api/me/profile', ownProfileSchema, { signal }),
});

export function useOwnProfile({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...ownProfileQueryOptions, enabled: isEnabled });
}
