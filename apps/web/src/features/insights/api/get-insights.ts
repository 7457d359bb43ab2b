import { queryOptions, useQuery } from '@tanstack/react-query';
import { insightsApi, insightsOverviewSchema } from '@waymark/shared/insights/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/insights (Pro): every figure of the insights page. */
export const insightsQueryOptions = queryOptions({
  queryKey: queryKeys.insights.overview(),
  queryFn: ({ signal }) =>
    api.get(insightsApi.overview, { schema: insightsOverviewSchema, signal }),
});

export function useInsights({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...insightsQueryOptions, enabled: isEnabled });
}
