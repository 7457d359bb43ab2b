import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '@/features/profile/api/profile-keys';
import { api } from '@/lib/api-client';

export const deleteAvatar = (): Promise<void> => api.delete('/api/me/avatar');

export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.own() }),
  });
}
