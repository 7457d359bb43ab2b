import { useMutation } from '@tanstack/react-query';
import { verifiedSessionSchema, type VerifyFactorRequest } from '@waymark/shared/factors';
import { api } from '@/lib/api-client';

/** POST /api/auth/factors/:id/verify: a right code rotates the session to aal2. */
export function verifyFactor({ factorId, ...body }: VerifyFactorRequest & { factorId: string }) {
  return api.post(`/api/auth/factors/${encodeURIComponent(factorId)}/verify`, {
    body: body,
    schema: verifiedSessionSchema,
  });
}

export function useVerifyFactor() {
  return useMutation({ mutationFn: verifyFactor });
}
