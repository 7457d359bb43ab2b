import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationDetailSchema } from '@waymark/shared/chat/contracts';
import { useLivePolling } from '@/features/chat/live/live-polling';
import { api } from '@/lib/api-client';
import { conversationDetailKey } from '@/lib/chat/conversations';

/** GET /api/conversations/:id: members, receipts, my choices and whether I may post. */
export function conversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: conversationDetailKey(id),
    queryFn: ({ signal }) =>
      api.get(`/api/conversations/${id}`, { schema: conversationDetailSchema, signal }),
  });
}

export function useConversation(id: string) {
  return useQuery({ ...conversationQueryOptions(id), ...useLivePolling() });
}
