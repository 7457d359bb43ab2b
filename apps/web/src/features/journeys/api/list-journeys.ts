import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import { journeyPageSchema, type JourneyListQuery } from '@waymark/shared/journeys/list-contracts';
import { toSearch } from '@/features/journeys/api/search-params';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/journeys, one keyset page after another ('Load more'). */
export function journeysQueryOptions(query: JourneyListQuery) {
  return infiniteQueryOptions({
    queryKey: queryKeys.journeys.list(query),
    queryFn: ({ pageParam, signal }) =>
      api.get(`${journeysApi.journeys}${toSearch({ ...query, cursor: pageParam ?? undefined })}`, {
        schema: journeyPageSchema,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useJourneys(query: JourneyListQuery, { isEnabled = true } = {}) {
  return useInfiniteQuery({ ...journeysQueryOptions(query), enabled: isEnabled });
}
