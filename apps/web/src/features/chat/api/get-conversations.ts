import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { conversationPageSchema } from '@waymark/shared/chat/contracts';
import { useLivePolling } from '@/features/chat/live/live-polling';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ConversationTab = 'inbox' | 'requests';

/** GET /api/conversations?tab=…: my inbox or my message requests, newest activity first. */
export function conversationsQueryOptions(tab: ConversationTab) {
  return infiniteQueryOptions({
    queryKey: queryKeys.chat.list(tab),
    queryFn: ({ pageParam, signal }) => {
      const cursor = pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : '';
      return api.get(`/api/conversations?tab=${tab}${cursor}`, {
        schema: conversationPageSchema,
        signal,
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useConversations(tab: ConversationTab) {
  return useInfiniteQuery({ ...conversationsQueryOptions(tab), ...useLivePolling() });
}
