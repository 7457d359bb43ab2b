import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function deleteFactor(factorId: string) {
  return api.delete(`/api/auth/factors/${encodeURIComponent(factorId)}`);
}

export function useDeleteFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.security.factors() }),
  });
}
