import { useMutation } from '@tanstack/react-query';
import { challengeSchema, type FactorType } from '@waymark/shared/factors';
import { api } from '@/lib/api-client';

/** Opens a challenge for a code; a phone factor gets its code by SMS. */
export function challengeFactor({ factorId, type }: { factorId: string; type: FactorType }) {
  return api.post(`/api/auth/factors/${encodeURIComponent(factorId)}/challenge`, {
    schema: challengeSchema,
    body: type === 'phone' ? { channel: 'sms' } : {},
  });
}

export function useChallengeFactor() {
  return useMutation({ mutationFn: challengeFactor });
}
