import { useMutation } from '@tanstack/react-query';
import { challengeSchema } from '@waymark/shared/factors';
import { api } from '@/lib/api-client';

/** POST /api/auth/factors/:id/challenge: starts a challenge (a phone factor gets an SMS). */
export function challengeFactor(factorId: string) {
  return api.post(`/api/auth/factors/${encodeURIComponent(factorId)}/challenge`, {
    body: {},
    schema: challengeSchema,
  });
}

export function useChallengeFactor() {
  return useMutation({ mutationFn: challengeFactor });
}
