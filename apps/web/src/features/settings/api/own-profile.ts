import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownProfileSchema, type ProfileVisibility } from '@waymark/shared/profiles';
import { api } from '@/lib/api-client';
import { settingsKeys } from '@/lib/format/settings-query';

const ownProfileKey = [...settingsKeys.all, 'profile'] as const;

/** GET /api/me/profile: the basics the profile and privacy sections show. */
export const ownProfileQueryOptions = queryOptions({
  queryKey: ownProfileKey,
  queryFn: ({ signal }) => api.get('/api/me/profile', { schema: ownProfileSchema, signal }),
});

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions);
}

/** PATCH /api/me/profile with only the visibility: who may see the profile. */
export function updateProfileVisibility(visibility: ProfileVisibility) {
  return api.patch('/api/me/profile', { schema: ownProfileSchema, body: { visibility } });
}

export function useUpdateProfileVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileVisibility,
    onSuccess: (profile) => queryClient.setQueryData(ownProfileKey, profile),
  });
}
