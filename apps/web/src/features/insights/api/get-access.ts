import { useQuery } from '@tanstack/react-query';
import { billingStatusQueryOptions } from '@/lib/billing-status';

/**
 * Whether the person may see their insights: the billing status the server decides with (the
 * billing gate's query, so both share one request). Asking first keeps the page from drawing a
 * 402 for people without access: they get the preview straight away.
 */
export function useInsightsAccess() {
  const status = useQuery(billingStatusQueryOptions);
  // Spec §4: a failed status check grants access (the server still decides).
  return {
    isPending: status.isPending,
    hasAccess: status.isError || (status.data?.hasAccess ?? false),
  };
}
