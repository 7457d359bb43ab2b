import { useMutation, useQueryClient } from '@tanstack/react-query';
import { securityKeys } from '@/features/security/api/security-keys';
import { sendJson } from '@/features/security/api/send-json';

export function revokeSession(sessionId: string) {
  return sendJson(`/api/sessions/${encodeURIComponent(sessionId)}`, 'DELETE');
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
}
