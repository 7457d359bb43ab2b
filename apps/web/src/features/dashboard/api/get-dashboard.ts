import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSchema } from '@waymark/shared/journeys/dashboard-contracts';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const dashboardQueryOptions = queryOptions({
  queryKey: queryKeys.dashboard,
  queryFn: ({ signal }) => api.get(journeysApi.dashboard, { schema: dashboardSchema, signal }),
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
