import { useMutation, useQueryClient } from '@tanstack/react-query';
import { securityKeys } from '@/features/security/api/security-keys';
import { sendJson } from '@/features/security/api/send-json';

export function deleteFactor(factorId: string) {
  return sendJson(`/api/auth/factors/${encodeURIComponent(factorId)}`, 'DELETE');
}

export function useDeleteFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.factors() }),
  });
}
