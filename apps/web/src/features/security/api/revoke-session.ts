import { useMutation, useQueryClient } from '@tanstack/react-query';
import { securityKeys } from '@/features/security/api/security-keys';
import { api } from '@/lib/api-client';

export function revokeSession(sessionId: string) {
  return api.delete(`/api/sessions/${encodeURIComponent(sessionId)}`);
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
}
