import { useQuery } from '@tanstack/react-query';
import { billingStatusQueryOptions } from '@/lib/billing-status';

export function useBillingStatus({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...billingStatusQueryOptions, enabled: isEnabled });
}
