import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unreadCountsSchema } from '@waymark/shared/chat/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/conversations/:id/read: my watermark moves to that message; the badges follow. */
export function useMarkRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      api.post(`/api/conversations/${conversationId}/read`, {
        body: { messageId },
        schema: unreadCountsSchema,
      }),
    onSuccess: (counts) => {
      queryClient.setQueryData(queryKeys.chat.unread(), counts);
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat.lists() });
    },
  });
}
