import { useMutation } from '@tanstack/react-query';
import { routePatterns } from '@waymark/shared/routes';
import { ignoreBody, postJson } from '@/features/auth/api/post-json';

/** POST /api/auth/send-verification-email: a new confirmation link to `email`. */
export function sendVerificationEmail(email: string): Promise<void> {
  return postJson(
    '/api/auth/send-verification-email',
    { email, callbackURL: routePatterns.onboarding },
    ignoreBody,
  );
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
