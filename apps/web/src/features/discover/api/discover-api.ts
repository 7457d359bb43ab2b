import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  DISCOVER_QUERY_MIN,
  discoverCategoryPageSchema,
  discoverSearchResultSchema,
  discoverSectionsSchema,
} from '@waymark/shared/discover/contracts';
import type { JourneyCategory } from '@waymark/shared/journeys/common-contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Whether `text` is long enough to ask the server (it answers shorter ones with a 400). */
export const isSearchable = (text: string) => [...text.trim()].length >= DISCOVER_QUERY_MIN;

/**
 * GET /api/discover/search for the (debounced) text. Each text is its own query: when the
 * text changes, the previous request loses its last observer and TanStack Query aborts it
 * through `signal`, so a slow answer never overwrites a newer one. The previous results stay
 * on screen while the next ones load.
 */
export function useDiscoverSearch(text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: queryKeys.discover.search(trimmed),
    queryFn: ({ signal }) =>
      api.get(`/api/discover/search?q=${encodeURIComponent(trimmed)}`, {
        schema: discoverSearchResultSchema,
        signal,
      }),
    enabled: isSearchable(trimmed),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** GET /api/discover: trending, people to follow, new in my categories, category counts. */
export function useDiscoverSections(viewer: string | null) {
  return useQuery({
    queryKey: queryKeys.discover.sections(viewer),
    queryFn: ({ signal }) => api.get('/api/discover', { schema: discoverSectionsSchema, signal }),
  });
}

/** GET /api/discover/categories/:category, one keyset page after another. */
export function useCategoryJourneys(category: JourneyCategory) {
  return useInfiniteQuery({
    queryKey: queryKeys.discover.category(category),
    queryFn: ({ pageParam, signal }) =>
      api.get(
        `/api/discover/categories/${category}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { schema: discoverCategoryPageSchema, signal },
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
