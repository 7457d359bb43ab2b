import { useMutation } from '@tanstack/react-query';
import type { SignUpRequest } from '@waymark/shared/auth';
import { confirmationCallback } from '@/lib/auth/confirmation-link';
import { api } from '@/lib/api-client';

export type SignUpInput = Omit<SignUpRequest, 'callbackURL'>;

/** POST /api/auth/sign-up/email; the confirmation link signs in and leads on to onboarding. */
export function signUp(input: SignUpInput): Promise<void> {
  return api.post('/api/auth/sign-up/email', {
    body: { ...input, callbackURL: confirmationCallback(input.email) },
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
