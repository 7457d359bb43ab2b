import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOutOthersResultSchema } from '@waymark/shared/sessions';
import { securityKeys } from '@/features/security/api/security-keys';
import { apiJson } from '@/lib/api-client';

export function signOutOtherSessions() {
  return apiJson('/api/sessions/sign-out-others', signOutOthersResultSchema, { method: 'POST' });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
}
