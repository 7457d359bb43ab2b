import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownProfileSchema, type ProfileVisibility } from '@waymark/shared/profiles';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /api/me/profile with only the visibility: who may see the profile. */
export function updateProfileVisibility(visibility: ProfileVisibility) {
  return api.patch('/api/me/profile', { schema: ownProfileSchema, body: { visibility } });
}

export function useUpdateProfileVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileVisibility,
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.profile.own(), profile),
  });
}
