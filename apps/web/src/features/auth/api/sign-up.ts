import { useMutation } from '@tanstack/react-query';
import { routePatterns } from '@waymark/shared/routes';
import type { SignUpRequest } from '@waymark/shared/auth';
import { api } from '@/lib/api-client';

export type SignUpInput = Omit<SignUpRequest, 'callbackURL'>;

/** POST /api/auth/sign-up/email; the confirmation link leads on to onboarding. */
export function signUp(input: SignUpInput): Promise<void> {
  return api.post('/api/auth/sign-up/email', {
    body: { ...input, callbackURL: routePatterns.onboarding },
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
