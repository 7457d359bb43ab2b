import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOutOthersResultSchema } from '@waymark/shared/sessions';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function signOutOtherSessions() {
  return api.post('/api/sessions/sign-out-others', { schema: signOutOthersResultSchema });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.security.sessions() }),
  });
}
