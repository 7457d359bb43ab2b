import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownProfileSchema, type ProfileUpdate } from '@waymark/shared/profiles';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function updateProfile(update: ProfileUpdate) {
  return api.patch('/api/me/profile', { schema: ownProfileSchema, body: update });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.profile.own(), profile);
      // The profile page shows the same person through the social view: refresh it too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile.social.views(profile.id) });
    },
  });
}
