import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/reset-password: the token from the mail link and the new password. */
export function resetPassword(input: { token: string; newPassword: string }): Promise<void> {
  return api.post('/api/auth/reset-password', { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
