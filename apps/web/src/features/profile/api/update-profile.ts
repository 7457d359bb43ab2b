import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownProfileSchema, type ProfileUpdate } from '@waymark/shared/profiles';
import { profileKeys } from '@/features/profile/api/profile-keys';
import { api } from '@/lib/api-client';

export function updateProfile(update: ProfileUpdate) {
  return api.patch('/api/me/profile', { schema: ownProfileSchema, body: update });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.own(), profile);
      void queryClient.invalidateQueries({ queryKey: profileKeys.public(profile.id) });
    },
  });
}
