import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enrolledFactorSchema, type EnrollFactorRequest } from '@waymark/shared/factors';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Creates an unverified factor: TOTP answers with its QR code and secret. */
export function enrollFactor(request: EnrollFactorRequest) {
  return api.post('/api/auth/factors', { schema: enrolledFactorSchema, body: request });
}

export function useEnrollFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrollFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.security.factors() }),
  });
}
