import { useMutation, useQueryClient } from '@tanstack/react-query';
import { securityKeys } from '@/features/security/api/security-keys';
import { api } from '@/lib/api-client';

export function deleteFactor(factorId: string) {
  return api.delete(`/api/auth/factors/${encodeURIComponent(factorId)}`);
}

export function useDeleteFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.factors() }),
  });
}
