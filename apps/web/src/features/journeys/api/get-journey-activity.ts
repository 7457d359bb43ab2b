import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeyActivitySchema } from '@waymark/shared/journeys/journey-activity-contracts';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/journeys/:id/activity. Under the journeys root, so every tick, rename or new step
 * (which invalidate that root) refreshes it without knowing it exists.
 */
export function journeyActivityQueryOptions(journeyId: string) {
  return queryOptions({
    queryKey: queryKeys.journeys.activity(journeyId),
    queryFn: ({ signal }) =>
      api.get(journeysApi.journeyActivity(journeyId), { schema: journeyActivitySchema, signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useJourneyActivity(journeyId: string) {
  return useQuery(journeyActivityQueryOptions(journeyId));
}
