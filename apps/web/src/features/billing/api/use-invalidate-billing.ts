import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { billingKeys } from '@/features/billing/api/billing-keys';

/** After any billing change every billing answer may differ (status, methods, invoices). */
export function useInvalidateBilling() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
    [queryClient],
  );
}
