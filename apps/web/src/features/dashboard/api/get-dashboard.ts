import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSchema, journeysApi } from '@waymark/shared/journeys/contracts';
import { api } from '@/lib/api-client';

/** The journeys feature invalidates this same key when steps or journeys change. */
export const dashboardKey = ['dashboard'] as const;

export const dashboardQueryOptions = queryOptions({
  queryKey: dashboardKey,
  queryFn: ({ signal }) => api.get(journeysApi.dashboard, { schema: dashboardSchema, signal }),
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
