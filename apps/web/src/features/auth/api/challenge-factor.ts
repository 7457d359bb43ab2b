import { useMutation } from '@tanstack/react-query';
import { challengeSchema } from '@waymark/shared/factors';
import { postJson } from '@/features/auth/api/post-json';

/** POST /api/auth/factors/:id/challenge: starts a challenge (a phone factor gets an SMS). */
export function challengeFactor(factorId: string) {
  return postJson(
    `/api/auth/factors/${encodeURIComponent(factorId)}/challenge`,
    {},
    challengeSchema,
  );
}

export function useChallengeFactor() {
  return useMutation({ mutationFn: challengeFactor });
}
