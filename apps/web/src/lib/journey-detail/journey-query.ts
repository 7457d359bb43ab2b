import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { journeyDetailSchema } from '@waymark/shared/journeys/journey-contracts';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/journeys/:id: title, progress and steps. The journey page and the workspace read
 * this one cache entry, so a step ticked in either shows in the other at once.
 */
export function journeyQueryOptions(journeyId: string) {
  return queryOptions({
    queryKey: queryKeys.journeys.detail(journeyId),
    queryFn: ({ signal }) =>
      api.get(journeysApi.journey(journeyId), { schema: journeyDetailSchema, signal }),
    // A 404 (unknown, deleted or not ours to see) will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useJourney(journeyId: string) {
  return useQuery(journeyQueryOptions(journeyId));
}

/** For a link to a journey: its detail, fetched before the page opens (on intent). */
export function usePrefetchJourney() {
  const queryClient = useQueryClient();
  return (journeyId: string) => () => queryClient.prefetchQuery(journeyQueryOptions(journeyId));
}
