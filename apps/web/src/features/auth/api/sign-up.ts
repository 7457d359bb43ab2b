import { useMutation } from '@tanstack/react-query';
import { routePatterns } from '@waymark/shared/routes';
import type { SignUpRequest } from '@waymark/shared/auth';
import { ignoreBody, postJson } from '@/features/auth/api/post-json';

export type SignUpInput = Omit<SignUpRequest, 'callbackURL'>;

/** POST /api/auth/sign-up/email; the confirmation link leads on to onboarding. */
export function signUp(input: SignUpInput): Promise<void> {
  return postJson(
    '/api/auth/sign-up/email',
    { ...input, callbackURL: routePatterns.onboarding },
    ignoreBody,
  );
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
