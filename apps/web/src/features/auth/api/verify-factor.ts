import { useMutation } from '@tanstack/react-query';
import { verifiedSessionSchema, type VerifyFactorRequest } from '@waymark/shared/factors';
import { postJson } from '@/features/auth/api/post-json';

/** POST /api/auth/factors/:id/verify: a right code rotates the session to aal2. */
export function verifyFactor({ factorId, ...body }: VerifyFactorRequest & { factorId: string }) {
  return postJson(
    `/api/auth/factors/${encodeURIComponent(factorId)}/verify`,
    body,
    verifiedSessionSchema,
  );
}

export function useVerifyFactor() {
  return useMutation({ mutationFn: verifyFactor });
}
