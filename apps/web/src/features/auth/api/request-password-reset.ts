import { useMutation } from '@tanstack/react-query';
import { routePatterns } from '@waymark/shared/routes';
import { api } from '@/lib/api-client';

/** POST /api/auth/request-password-reset; the server answers alike whether the address exists. */
export function requestPasswordReset(email: string): Promise<void> {
  return api.post('/api/auth/request-password-reset', {
    body: { email, redirectTo: routePatterns.resetPassword },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
