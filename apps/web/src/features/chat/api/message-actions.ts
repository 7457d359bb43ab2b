import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageSchema, type Message } from '@waymark/shared/chat/contracts';
import { upsertMessage } from '@/features/chat/lib/message-cache';
import { withReaction } from '@/features/chat/lib/reaction-change';
import { api } from '@/lib/api-client';
import { newIdempotencyKey, sendOrQueue, type OutboxWrite } from '@/lib/offline/outbox';
import { changePages, changeQueries, type PagedData } from '@/lib/optimistic-change';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/ui/toast/toast-store';

function useMessageChange<Input>(change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => messageSchema.parse(await change(input)),
    onSuccess: (message) => upsertMessage(queryClient, message),
  });
}

interface MessageInput {
  /** The message as the page shows it now. */
  message: Message;
}

/**
 * A change to a message the local way (issue 32): the history shows `guess` at once, a refusal
 * puts it back (with a toast), the server's message replaces the guess, and offline the change
 * waits in the outbox (a PATCH or PUT of the state wanted: sending it twice changes nothing).
 */
function useOptimisticMessageChange<Input extends MessageInput>(
  write: (input: Input) => Omit<OutboxWrite, 'key' | 'refresh'>,
  guess: (input: Input) => Message,
) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: Input) =>
      sendOrQueue(
        {
          key: newIdempotencyKey(),
          ...write(input),
          conversationId: input.message.conversationId,
          refresh: [queryKeys.chat.conversation(input.message.conversationId)],
        },
        messageSchema,
      ),
    onMutate: async (input) => {
      const changed = guess(input);
      const rollback = await changeQueries<PagedData<Message>>(
        queryClient,
        [...queryKeys.chat.conversation(input.message.conversationId), 'messages'],
        (data) =>
          changePages(data, (items) =>
            items.map((item) => (item.id === changed.id ? changed : item)),
          ),
      );
      return { rollback };
    },
    onError: (_error, _input, context) => {
      context?.rollback();
      toast.error(t('pwa.changeRefused'));
    },
    onSuccess: (message) => {
      if (message) upsertMessage(queryClient, message);
    },
  });
}

/** PATCH /api/messages/:id: my own message, shown as edited at once. */
export function useEditMessage() {
  return useOptimisticMessageChange(
    ({ message, body }: MessageInput & { body: string }) => ({
      kind: 'message-edit',
      method: 'PATCH',
      path: `/api/messages/${message.id}`,
      body: { body },
    }),
    ({ message, body }) => ({ ...message, body, editedAt: new Date().toISOString() }),
  );
}

/** DELETE /api/messages/:id: my own message becomes "deleted". */
export function useDeleteMessage() {
  return useMessageChange((id: string) =>
    api.delete(`/api/messages/${id}`, { schema: messageSchema }),
  );
}

/** PUT /api/messages/:id/reactions: my emoji on or off, shown at once. */
export function useReact(myId: string) {
  return useOptimisticMessageChange(
    ({ message, emoji, active }: MessageInput & { emoji: string; active: boolean }) => ({
      kind: 'reaction',
      method: 'PUT',
      path: `/api/messages/${message.id}/reactions`,
      body: { emoji, active },
    }),
    ({ message, emoji, active }) => withReaction(message, emoji, active, myId),
  );
}
