import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  conversationDetailSchema,
  conversationPageSchema,
  type ConversationDetail,
} from '@waymark/shared/chat/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The chat's client for what other screens show of it too: the inbox and the message requests,
 * and answering a request (the chat's conversation view and the notifications page).
 */
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

/** Where GET /api/conversations/:id is cached. */
export const conversationDetailKey = (id: string) =>
  [...queryKeys.chat.conversation(id), 'detail'] as const;

/** Every change of a conversation answers its new detail: cache it, refresh the lists. */
export function useConversationChange<Input>(
  change: (input: Input) => Promise<ConversationDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (detail) => {
      queryClient.setQueryData(conversationDetailKey(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat.lists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat.unread() });
      // Accepting, leaving or joining changes whose activity status I may see.
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat.presenceAll() });
    },
  });
}

/** POST /api/conversations/:id/request: accept or decline a message request. */
export function useAnswerRequest(id: string) {
  return useConversationChange((decision: 'accept' | 'decline') =>
    api.post(`/api/conversations/${id}/request`, {
      body: { decision },
      schema: conversationDetailSchema,
    }),
  );
}
