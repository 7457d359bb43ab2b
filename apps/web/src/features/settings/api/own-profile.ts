import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownProfileSchema, type ProfileVisibility } from '@waymark/shared/profiles';
import { apiJson } from '@/lib/api-client';
import { settingsKeys } from '@/lib/format/settings-query';

const ownProfileKey = [...settingsKeys.all, 'profile'] as const;

/** GET /api/me/profile: the basics the profile and privacy sections show. */
export const ownProfileQueryOptions = queryOptions({
  queryKey: ownProfileKey,
  queryFn: ({ signal }) => apiJson('/api/me/profile', ownProfileSchema, { signal }),
});

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions);
}

/** PATCH /api/me/profile with only the visibility: who may see the profile. */
export function updateProfileVisibility(visibility: ProfileVisibility) {
  return apiJson('/api/me/profile', ownProfileSchema, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ visibility }),
  });
}

export function useUpdateProfileVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileVisibility,
    onSuccess: (profile) => queryClient.setQueryData(ownProfileKey, profile),
  });
}
