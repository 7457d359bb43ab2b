import { queryOptions, useQuery } from '@tanstack/react-query';
import { signInAlertSchema, signInAlertsApi } from '@waymark/shared/sign-in-alerts/contracts';
import { api } from '@/lib/api-client';

/** GET /api/sign-in-alerts/check: what the alert's link is about; changes nothing. */
export const signInAlertQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['sign-in-alert', token] as const,
    queryFn: ({ signal }) =>
      api.get(`${signInAlertsApi.check}?token=${encodeURIComponent(token)}`, {
        schema: signInAlertSchema,
        signal,
      }),
    retry: false,
    staleTime: Infinity,
  });

export function useSignInAlert(token: string) {
  return useQuery({ ...signInAlertQueryOptions(token), enabled: token.length > 0 });
}
