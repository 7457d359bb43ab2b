import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  conversationDetailSchema,
  type CreateConversation,
  type UpdateMembership,
} from '@waymark/shared/chat/contracts';
import { uploadAttachment } from '@/features/chat/api/upload-attachment';
import { api } from '@/lib/api-client';
import { useConversationChange } from '@/lib/chat/conversations';
import { queryKeys } from '@/lib/query-keys';

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
