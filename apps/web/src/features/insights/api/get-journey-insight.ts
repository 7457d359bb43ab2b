import { queryOptions, useQuery } from '@tanstack/react-query';
import { insightsApi, journeyInsightDetailSchema } from '@waymark/shared/insights/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/insights/journeys/:id (Pro): one journey's progress, forecast and overdue steps. */
export const journeyInsightQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.insights.journey(id),
    queryFn: ({ signal }) =>
      api.get(insightsApi.journey(id), { schema: journeyInsightDetailSchema, signal }),
  });

export function useJourneyInsight(id: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...journeyInsightQueryOptions(id), enabled: isEnabled });
}
