import { useMutation } from '@tanstack/react-query';
import {
  signInAlertDeniedSchema,
  signInAlertsApi,
  type SignInAlertDeny,
} from '@waymark/shared/sign-in-alerts/contracts';
import { api } from '@/lib/api-client';

/** POST /api/sign-in-alerts/deny: ends that session (and, on request, every other one). */
export function useDenySignIn() {
  return useMutation({
    mutationFn: (body: SignInAlertDeny) =>
      api.post(signInAlertsApi.deny, { schema: signInAlertDeniedSchema, body }),
  });
}
