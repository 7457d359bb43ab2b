import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { communityMessagePageSchema } from '@waymark/shared/community/contracts';
import { COMMUNITY_POLL_MS } from '@/features/community/api/get-community';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useRealtimeStatus } from '@/lib/realtime';

/** GET /api/community/channels/:slug/messages: newest first, older pages on demand. */
export function channelMessagesQueryOptions(slug: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.community.messages(slug),
    queryFn: ({ pageParam, signal }) =>
      api.get(
        `/api/community/channels/${encodeURIComponent(slug)}/messages${
          pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''
        }`,
        { schema: communityMessagePageSchema, signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useChannelMessages(slug: string, isEnabled: boolean) {
  const live = useRealtimeStatus() === 'open';
  return useInfiniteQuery({
    ...channelMessagesQueryOptions(slug),
    enabled: isEnabled,
    refetchInterval: live ? false : COMMUNITY_POLL_MS,
  });
}
