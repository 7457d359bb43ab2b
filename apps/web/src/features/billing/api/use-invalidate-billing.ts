import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '@/lib/query-keys';

/** After any billing change every billing answer may differ (status, methods, invoices). */
export function useInvalidateBilling() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.billing.all }),
    [queryClient],
  );
}
