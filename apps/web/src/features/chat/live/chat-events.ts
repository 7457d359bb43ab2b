import type { QueryClient } from '@tanstack/react-query';
import { unreadCountsSchema } from '@waymark/shared/chat/contracts';
import { queryKeys } from '@/lib/query-keys';

/**
 * What a realtime event of chat means for the cached data: the server's events carry ids only
 * (apps/server/src/features/chat/chat-live.ts), so each one refreshes the queries it touches
 * and the API decides what this person may read. Unknown events are ignored.
 */
export function applyConversationEvent(
  queryClient: QueryClient,
  conversationId: string,
  event: string,
): void {
  const conversation = queryKeys.chat.conversation(conversationId);
  switch (event) {
    case 'message.created':
    case 'message.updated':
    case 'message.deleted':
    case 'reaction.changed':
      void queryClient.invalidateQueries({ queryKey: [...conversation, 'messages'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat.lists() });
      return;
    case 'member.changed':
      // An accepted request or a member gone changes whose activity status I may see.
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat.presenceAll() });
      void queryClient.invalidateQueries({ queryKey: conversation });
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat.lists() });
      return;
    case 'receipt.moved':
    case 'conversation.updated':
      void queryClient.invalidateQueries({ queryKey: conversation });
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat.lists() });
      return;
    default:
      return;
  }
}

/** Events on my own `user:` topic: new unread counts, a new message request. */
export function applyUserEvent(queryClient: QueryClient, event: string, data: unknown): void {
  if (event === 'chat.unread') {
    const counts = unreadCountsSchema.safeParse(data);
    if (counts.success) queryClient.setQueryData(queryKeys.chat.unread(), counts.data);
    void queryClient.invalidateQueries({ queryKey: queryKeys.chat.lists() });
  } else if (event === 'chat.request') {
    void queryClient.invalidateQueries({ queryKey: queryKeys.chat.list('requests') });
    void queryClient.invalidateQueries({ queryKey: queryKeys.chat.unread() });
  }
}
