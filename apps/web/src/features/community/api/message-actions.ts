import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  communityMessageSchema,
  type CommunityMessage,
  type CommunityMessagePage,
  type ReportReason,
} from '@waymark/shared/community/contracts';
import { newClientKey } from '@waymark/shared/chat/rules';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { withMessage } from '@/ui/messages/message-pages';

/** Puts a changed or new message into the loaded history of its channel (see withMessage). */
function upsert(queryClient: QueryClient, slug: string, message: CommunityMessage) {
  queryClient.setQueryData<InfiniteData<CommunityMessagePage>>(
    queryKeys.community.messages(slug),
    (data) => withMessage(data, message),
  );
}

function useMessageChange<Input>(slug: string, change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => communityMessageSchema.parse(await change(input)),
    onSuccess: (message) => upsert(queryClient, slug, message),
  });
}

/** POST /api/community/channels/:slug/messages, with a key so a retry stores one message. */
export function usePostMessage(slug: string) {
  return useMessageChange(slug, ({ body, replyToId }: { body: string; replyToId?: string }) =>
    api.post(`/api/community/channels/${encodeURIComponent(slug)}/messages`, {
      body: { body, clientKey: newClientKey(), ...(replyToId ? { replyToId } : {}) },
      schema: communityMessageSchema,
    }),
  );
}

export function useEditMessage(slug: string) {
  return useMessageChange(slug, ({ id, body }: { id: string; body: string }) =>
    api.patch(`/api/community/messages/${id}`, { body: { body }, schema: communityMessageSchema }),
  );
}

export function useDeleteMessage(slug: string) {
  return useMessageChange(slug, (id: string) =>
    api.delete(`/api/community/messages/${id}`, { schema: communityMessageSchema }),
  );
}

export function useReact(slug: string) {
  return useMessageChange(
    slug,
    ({ id, emoji, active }: { id: string; emoji: string; active: boolean }) =>
      api.put(`/api/community/messages/${id}/reactions`, {
        body: { emoji, active },
        schema: communityMessageSchema,
      }),
  );
}

/** POST /api/community/messages/:id/reports; the message then shows as reported by me. */
export function useReport(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason, note }: { id: string; reason: ReportReason; note: string }) =>
      api.post(`/api/community/messages/${id}/reports`, {
        body: { reason, ...(note.trim() ? { note: note.trim() } : {}) },
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.community.messages(slug) }),
  });
}

/** POST /api/community/channels/:slug/read: the unread marker moves to this message. */
export function useMarkRead(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      api.post(`/api/community/channels/${encodeURIComponent(slug)}/read`, {
        body: { messageId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.community.overview() }),
  });
}
