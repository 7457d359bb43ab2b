import { useMutation } from '@tanstack/react-query';
import { confirmationCallback } from '@/lib/auth/confirmation-link';
import { api } from '@/lib/api-client';

/** POST /api/auth/send-verification-email: a new confirmation link to `email`. */
export function sendVerificationEmail(email: string): Promise<void> {
  return api.post('/api/auth/send-verification-email', {
    body: { email, callbackURL: confirmationCallback(email) },
  });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
