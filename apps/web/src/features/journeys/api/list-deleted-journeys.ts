import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import { deletedJourneyPageSchema } from '@waymark/shared/journeys/list-contracts';
import { toSearch } from '@/features/journeys/api/search-params';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/journeys/deleted: my journeys in the bin, newest deletion first, page by page. */
export function deletedJourneysQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.journeys.deleted(),
    queryFn: ({ pageParam, signal }) =>
      api.get(`${journeysApi.deletedJourneys}${toSearch({ cursor: pageParam ?? undefined })}`, {
        schema: deletedJourneyPageSchema,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useDeletedJourneys() {
  return useInfiniteQuery(deletedJourneysQueryOptions());
}
