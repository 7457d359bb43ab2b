import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Message, MessagePage } from '@waymark/shared/chat/contracts';
import { queryKeys } from '@/lib/query-keys';
import { withMessage } from '@/ui/messages/message-pages';

type Pages = InfiniteData<MessagePage, string | null>;

/** Puts a message into the cached histories of its conversation at once (see withMessage). */
export function upsertMessage(queryClient: QueryClient, message: Message): void {
  queryClient.setQueriesData<Pages>(
    { queryKey: [...queryKeys.chat.conversation(message.conversationId), 'messages'] },
    (data) => withMessage(data, message),
  );
}
