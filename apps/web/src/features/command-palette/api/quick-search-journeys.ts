import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import { journeyPageSchema } from '@waymark/shared/journeys/list-contracts';
import { quickSearchParams } from '@/features/command-palette/api/quick-search-params';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/journeys?q=: the caller's journeys matching what was typed (server-side search). */
export function useQuickSearchJourneys(text: string) {
  return useQuery({
    queryKey: queryKeys.journeys.quickSearch(text.trim()),
    queryFn: ({ signal }) =>
      api.get(`${journeysApi.journeys}${quickSearchParams(text)}`, {
        schema: journeyPageSchema,
        signal,
      }),
    select: (page) => page.items,
    // The last matches stay while the next query loads, so the list does not flash empty.
    placeholderData: keepPreviousData,
  });
}
