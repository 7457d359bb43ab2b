import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '@/features/auth/lib/auth-schemas';
import { api } from '@/lib/api-client';

/** POST /api/auth/sign-in/email: sets the session cookie (at aal1 when a factor is enrolled). */
export function signIn(input: SignInInput): Promise<void> {
  return api.post('/api/auth/sign-in/email', { body: input });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
