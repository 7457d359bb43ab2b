import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { topicOf } from '@waymark/shared/realtime/frames';
import { timelinePageSchema, type TimelineQuery } from '@waymark/shared/timeline/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useRealtimeStatus, useRealtimeTopic } from '@/lib/realtime';

/** How often the newest page is asked again for the "N new" pill when no live hint can come. */
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

/**
 * The newest page alone, asked again on focus and when the server hints that someone the
 * viewer follows did something (`timeline.activity` on their own topic). The Following tab
 * needs no polling while the socket is open; the others (public activity of anyone) and a
 * closed socket poll every TIMELINE_POLL_MS.
 */
export function useTimelineHead(query: TimelineQuery, viewerId: string | null) {
  const queryClient = useQueryClient();
  const live = useRealtimeStatus() === 'open' && viewerId !== null;
  const headKey = queryKeys.timeline.head(query);
  useRealtimeTopic(viewerId ? topicOf('user', viewerId) : null, (frame) => {
    if (frame.event === 'timeline.activity')
      void queryClient.invalidateQueries({ queryKey: headKey });
  });
  return useQuery({
    queryKey: headKey,
    queryFn: ({ signal }) => fetchPage(query, null, signal),
    // Always stale, so coming back to the tab asks at once.
    staleTime: 0,
    refetchInterval: live && query.tab === 'following' ? false : TIMELINE_POLL_MS,
    refetchOnWindowFocus: true,
  });
}
