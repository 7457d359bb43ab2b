import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { messagePageSchema } from '@waymark/shared/chat/contracts';
import { useLivePolling } from '@/features/chat/live/live-polling';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/conversations/:id/messages: newest first, older pages as the reader scrolls up;
 * `search` keeps the messages holding it (searches are not polled).
 */
export function messagesQueryOptions(id: string, search: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.chat.messages(id, search),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (pageParam) params.set('cursor', pageParam);
      if (search) params.set('q', search);
      const query = params.size > 0 ? `?${params.toString()}` : '';
      return api.get(`/api/conversations/${id}/messages${query}`, {
        schema: messagePageSchema,
        signal,
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useMessages(id: string, search: string) {
  const polling = useLivePolling();
  return useInfiniteQuery({
    ...messagesQueryOptions(id, search),
    ...(search ? {} : polling),
  });
}
