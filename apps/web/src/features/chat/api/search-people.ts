import { useQuery } from '@tanstack/react-query';
import { DISCOVER_QUERY_MIN, discoverSearchResultSchema } from '@waymark/shared/discover/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** People to start a conversation with, by name or username (Discover's search). */
export function usePeopleSearch(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: queryKeys.chat.people(query),
    queryFn: async ({ signal }) =>
      (
        await api.get(`/api/discover/search?q=${encodeURIComponent(query)}`, {
          schema: discoverSearchResultSchema,
          signal,
        })
      ).people,
    enabled: query.length >= DISCOVER_QUERY_MIN,
    staleTime: 30_000,
  });
}
