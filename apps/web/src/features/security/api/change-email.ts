import { useMutation } from '@tanstack/react-query';
import { routePatterns } from '@waymark/shared/routes';
import type { ChangeEmailRequest } from '@/features/security/lib/security-forms';
import { api } from '@/lib/api-client';

/** The link mailed to the new address brings the person back to the security settings. */
export const CHANGE_EMAIL_CALLBACK = `${routePatterns.settings}/security`;

export function changeEmail({ newEmail }: ChangeEmailRequest) {
  return api.post('/api/auth/change-email', {
    body: {
      newEmail,
      callbackURL: CHANGE_EMAIL_CALLBACK,
    },
  });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
