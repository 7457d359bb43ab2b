import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifiedSessionSchema } from '@waymark/shared/factors';
import { api } from '@/lib/api-client';
import { useAuthContext } from '@/lib/auth/auth-context';
import { queryKeys } from '@/lib/query-keys';

interface VerifyFactorInput {
  factorId: string;
  challengeId: string;
  code: string;
}

export function verifyFactor({ factorId, challengeId, code }: VerifyFactorInput) {
  return api.post(`/api/auth/factors/${encodeURIComponent(factorId)}/verify`, {
    schema: verifiedSessionSchema,
    body: { challenge_id: challengeId, code },
  });
}

/** A verify rotates the session cookie to aal2: the auth context reloads it. */
export function useVerifyFactor() {
  const queryClient = useQueryClient();
  const { refreshSession } = useAuthContext();
  return useMutation({
    mutationFn: verifyFactor,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.security.factors() }),
        refreshSession(),
      ]);
    },
  });
}
