import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Message, MessagePage } from '@waymark/shared/chat/contracts';
import { queryKeys } from '@/lib/query-keys';

type Pages = InfiniteData<MessagePage, string | null>;

/**
 * Puts a message into the cached history of its conversation at once (a sent, edited or
 * reacted message), so the screen does not wait for the next refresh: replaced where it is,
 * else added as the newest of the unfiltered history.
 */
export function upsertMessage(queryClient: QueryClient, message: Message): void {
  queryClient.setQueriesData<Pages>(
    { queryKey: [...queryKeys.chat.conversation(message.conversationId), 'messages'] },
    (data) => {
      if (!data) return data;
      const known = data.pages.some((page) => page.items.some((item) => item.id === message.id));
      if (known) {
        return {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === message.id ? message : item)),
          })),
        };
      }
      const [first, ...rest] = data.pages;
      if (!first) return data;
      return { ...data, pages: [{ ...first, items: [message, ...first.items] }, ...rest] };
    },
  );
}
