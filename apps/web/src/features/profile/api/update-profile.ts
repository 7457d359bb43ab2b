import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownProfileSchema, type ProfileUpdate } from '@waymark/shared/profiles';
import { profileKeys } from '@/features/profile/api/profile-keys';
import { apiJson } from '@/lib/api-client';

export function updateProfile(update: ProfileUpdate) {
  return apiJson('/api/me/profile', ownProfileSchema, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(update),
  });
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
