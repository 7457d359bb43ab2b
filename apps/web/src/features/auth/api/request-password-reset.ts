import { useMutation } from '@tanstack/react-query';
import { routePatterns } from '@waymark/shared/routes';
import { ignoreBody, postJson } from '@/features/auth/api/post-json';

/** POST /api/auth/request-password-reset; the server answers alike whether the address exists. */
export function requestPasswordReset(email: string): Promise<void> {
  return postJson(
    '/api/auth/request-password-reset',
    { email, redirectTo: routePatterns.resetPassword },
    ignoreBody,
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
