import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  insightPreferencesSchema,
  insightsApi,
  type InsightPreferences,
} from '@waymark/shared/insights/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET and PUT /api/insights/preferences: the opt-in weekly summary mail. */
export const insightPreferencesQueryOptions = queryOptions({
  queryKey: queryKeys.insights.preferences(),
  queryFn: ({ signal }) =>
    api.get(insightsApi.preferences, { schema: insightPreferencesSchema, signal }),
});

export function useInsightPreferences({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...insightPreferencesQueryOptions, enabled: isEnabled });
}

export function useUpdateInsightPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InsightPreferences) =>
      api.put(insightsApi.preferences, { schema: insightPreferencesSchema, body }),
    onSuccess: (saved) => queryClient.setQueryData(insightPreferencesQueryOptions.queryKey, saved),
  });
}
