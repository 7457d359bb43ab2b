import { useMutation } from '@tanstack/react-query';
import { ignoreBody, postJson } from '@/features/auth/api/post-json';

/** POST /api/auth/reset-password: the token from the mail link and the new password. */
export function resetPassword(input: { token: string; newPassword: string }): Promise<void> {
  return postJson('/api/auth/reset-password', input, ignoreBody);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
