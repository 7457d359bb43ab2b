import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DISCOVER_QUERY_MIN, discoverSearchResultSchema } from '@waymark/shared/discover/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/discover/search?q=: the people anyone may find by name or username (typo-tolerant,
 * blocks and the "Show me in Discover" choice applied on the server). It shares Discover's
 * cache key, so the palette and the Discover page never ask twice for the same text.
 */
export function useQuickSearchPeople(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: queryKeys.discover.search(query),
    queryFn: ({ signal }) =>
      api.get(`/api/discover/search?q=${encodeURIComponent(query)}`, {
        schema: discoverSearchResultSchema,
        signal,
      }),
    enabled: [...query].length >= DISCOVER_QUERY_MIN,
    select: (result) => result.people,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
