import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@waymark/shared/chat/contracts';
import { upsertMessage } from '@/features/chat/lib/message-cache';
import { api } from '@/lib/api-client';

function useMessageChange<Input>(change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => messageSchema.parse(await change(input)),
    onSuccess: (message) => upsertMessage(queryClient, message),
  });
}

/** PATCH /api/messages/:id: my own message, shown as edited. */
export function useEditMessage() {
  return useMessageChange(({ id, body }: { id: string; body: string }) =>
    api.patch(`/api/messages/${id}`, { body: { body }, schema: messageSchema }),
  );
}

/** DELETE /api/messages/:id: my own message becomes "deleted". */
export function useDeleteMessage() {
  return useMessageChange((id: string) =>
    api.delete(`/api/messages/${id}`, { schema: messageSchema }),
  );
}

/** PUT /api/messages/:id/reactions: my emoji on or off. */
export function useReact() {
  return useMessageChange(({ id, emoji, active }: { id: string; emoji: string; active: boolean }) =>
    api.put(`/api/messages/${id}/reactions`, { body: { emoji, active }, schema: messageSchema }),
  );
}
