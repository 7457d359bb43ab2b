import { useMutation } from '@tanstack/react-query';
import { ignoreBody, postJson } from '@/features/auth/api/post-json';
import type { SignInInput } from '@/features/auth/lib/auth-schemas';

/** POST /api/auth/sign-in/email: sets the session cookie (at aal1 when a factor is enrolled). */
export function signIn(input: SignInInput): Promise<void> {
  return postJson('/api/auth/sign-in/email', input, ignoreBody);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
