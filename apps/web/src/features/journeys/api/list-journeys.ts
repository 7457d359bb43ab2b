import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  journeyPageSchema,
  journeysApi,
  type JourneyListQuery,
} from '@waymark/shared/journeys/contracts';
import { journeyKeys } from '@/features/journeys/api/journey-keys';
import { toSearch } from '@/features/journeys/api/search-params';
import { api } from '@/lib/api-client';

/** GET /api/journeys, one keyset page after another ('Load more'). */
export function journeysQueryOptions(query: JourneyListQuery) {
  return infiniteQueryOptions({
    queryKey: journeyKeys.list(query),
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
