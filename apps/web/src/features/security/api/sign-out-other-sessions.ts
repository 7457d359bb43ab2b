import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOutOthersResultSchema } from '@waymark/shared/sessions';
import { securityKeys } from '@/features/security/api/security-keys';
import { api } from '@/lib/api-client';

export function signOutOtherSessions() {
  return api.post('/api/sessions/sign-out-others', { schema: signOutOthersResultSchema });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
}
