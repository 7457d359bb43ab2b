import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownProfileSchema } from '@waymark/shared/profiles';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The server takes the image itself as the body, typed by its Content-Type. */
export function uploadAvatar(file: File) {
  return api.post('/api/me/avatar', {
    schema: ownProfileSchema,
    body: file,
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.profile.own(), profile),
  });
}
