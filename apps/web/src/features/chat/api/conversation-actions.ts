import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  conversationDetailSchema,
  type ConversationDetail,
  type CreateConversation,
  type UpdateMembership,
} from '@waymark/shared/chat/contracts';
import { conversationQueryOptions } from '@/features/chat/api/get-conversation';
import { uploadAttachment } from '@/features/chat/api/upload-attachment';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Every change of a conversation answers its new detail: cache it, refresh the lists. */
function useConversationChange<Input>(change: (input: Input) => Promise<ConversationDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (detail) => {
      queryClient.setQueryData(conversationQueryOptions(detail.id).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat.lists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat.unread() });
      // Accepting, leaving or joining changes whose activity status I may see.
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat.presenceAll() });
    },
  });
}

/** POST /api/conversations: the direct conversation with someone, or a new group. */
export function useCreateConversation() {
  return useConversationChange((body: CreateConversation) =>
    api.post('/api/conversations', { body, schema: conversationDetailSchema }),
  );
}

/** PATCH /api/conversations/:id/me: mute, hide my read receipts. */
export function useUpdateMembership(id: string) {
  return useConversationChange((body: UpdateMembership) =>
    api.patch(`/api/conversations/${id}/me`, { body, schema: conversationDetailSchema }),
  );
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

/** PATCH /api/conversations/:id: an admin renames the group. */
export function useRenameGroup(id: string) {
  return useConversationChange((name: string) =>
    api.patch(`/api/conversations/${id}`, { body: { name }, schema: conversationDetailSchema }),
  );
}

/** Uploads the image to the conversation, then makes it the group's picture. */
export function useChangePicture(id: string) {
  return useConversationChange(async (file: File) =>
    api.patch(`/api/conversations/${id}`, {
      body: { avatarUrl: await uploadAttachment(id, file) },
      schema: conversationDetailSchema,
    }),
  );
}

export function useAddMembers(id: string) {
  return useConversationChange((userIds: string[]) =>
    api.post(`/api/conversations/${id}/members`, {
      body: { userIds },
      schema: conversationDetailSchema,
    }),
  );
}

export function useSetRole(id: string) {
  return useConversationChange(({ userId, role }: { userId: string; role: 'admin' | 'member' }) =>
    api.put(`/api/conversations/${id}/members/${userId}/role`, {
      body: { role },
      schema: conversationDetailSchema,
    }),
  );
}

/** DELETE /api/conversations/:id/members/:userId: remove someone, or leave (oneself). */
export function useRemoveMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete(`/api/conversations/${id}/members/${userId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chat.all }),
  });
}
