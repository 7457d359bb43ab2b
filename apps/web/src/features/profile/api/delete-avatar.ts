import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '@/features/profile/api/profile-keys';
import { apiFetch, toApiError } from '@/lib/api-client';

export async function deleteAvatar(): Promise<void> {
  const response = await apiFetch('/api/me/avatar', { method: 'DELETE' });
  if (!response.ok) throw await toApiError(response);
}

export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.own() }),
  });
}
