import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { billingStatusQueryOptions } from '@/lib/billing-status';

/** The API's answer to a paid action without access: the paywall holds on the server too. */
export function isSubscriptionRequired(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 402 && error.code === 'SUBSCRIPTION_REQUIRED'
  );
}

/**
 * Listens to every query and mutation of the app's client. A `402 SUBSCRIPTION_REQUIRED` means
 * the grace period ended while the page was open (the gate's status may be a minute old): the
 * status is asked again, so the gate blocks the page as spec §4 says, and `onRequired` opens
 * the way to subscribe instead of leaving the person with a failed save. A query whose page
 * draws its own preview for a 402 (meta `paywallInPage`, e.g. /community) is left to its page.
 */
export function useOnSubscriptionRequired(onRequired: () => void) {
  const queryClient = useQueryClient();
  const onError = useEffectEvent((error: unknown) => {
    if (!isSubscriptionRequired(error)) return;
    void queryClient.invalidateQueries({ queryKey: billingStatusQueryOptions.queryKey });
    onRequired();
  });

  useEffect(() => {
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        if (event.query.meta?.['paywallInPage'] !== true) onError(event.action.error);
      }
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
