import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { conversationDetailSchema, type ConversationSummary } from '@waymark/shared/chat/contracts';
import { useLivePolling } from '@/features/chat/live/live-polling';
import { detailFromSummary } from '@/features/chat/lib/detail-from-summary';
import { api } from '@/lib/api-client';
import { conversationDetailKey } from '@/lib/chat/conversations';
import { findInCachedLists, hasId } from '@/lib/list-cache';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/conversations/:id: members, receipts, my choices and whether I may post. */
export function conversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: conversationDetailKey(id),
    queryFn: ({ signal }) =>
      api.get(`/api/conversations/${id}`, { schema: conversationDetailSchema, signal }),
  });
}

/** Opened from the inbox or the requests, the conversation draws from the list's summary. */
export function useConversation(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...conversationQueryOptions(id),
    ...useLivePolling(),
    placeholderData: () => {
      const listed = findInCachedLists(
        queryClient,
        [queryKeys.chat.lists()],
        hasId<ConversationSummary>(id),
      );
      return listed && detailFromSummary(listed.item);
    },
  });
}
