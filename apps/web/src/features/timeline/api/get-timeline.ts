import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { timelinePageSchema, type TimelineQuery } from '@waymark/shared/timeline/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How often the newest page is asked again for the "N new" pill (live updates come later). */
export const TIMELINE_POLL_MS = 30_000;

const search = ({ tab, kind, category }: TimelineQuery, cursor: string | null) => {
  const params = new URLSearchParams();
  if (tab) params.set('tab', tab);
  if (kind) params.set('kind', kind);
  if (category) params.set('category', category);
  if (cursor) params.set('cursor', cursor);
  return `?${params.toString()}`;
};

const fetchPage = (query: TimelineQuery, cursor: string | null, signal: AbortSignal) =>
  api.get(`/api/timeline${search(query, cursor)}`, { schema: timelinePageSchema, signal });

/** GET /api/timeline, one keyset page after another as the reader scrolls. */
export function timelineQueryOptions(query: TimelineQuery) {
  return infiniteQueryOptions({
    queryKey: queryKeys.timeline.list(query),
    queryFn: ({ pageParam, signal }) => fetchPage(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // The list the reader is in never reshuffles under them: news arrive through the pill.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

export function useTimeline(query: TimelineQuery) {
  return useInfiniteQuery(timelineQueryOptions(query));
}

/** The newest page alone, asked again on focus and every TIMELINE_POLL_MS. */
export function useTimelineHead(query: TimelineQuery) {
  return useQuery({
    queryKey: queryKeys.timeline.head(query),
    queryFn: ({ signal }) => fetchPage(query, null, signal),
    // Always stale, so coming back to the tab asks at once.
    staleTime: 0,
    refetchInterval: TIMELINE_POLL_MS,
    refetchOnWindowFocus: true,
  });
}
