import { useQuery, useQueryClient } from '@tanstack/react-query';
import { topicOf } from '@waymark/shared/realtime/frames';
import { notificationCountEventSchema, notificationEvents } from '@waymark/shared/realtime/events';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useRealtimeStatus, useRealtimeTopic } from '@/lib/realtime';

/** How often the header asks for the unread count while the realtime socket is down. */
export const UNREAD_POLL_MS = 60_000;

/**
 * GET /api/notifications/unread-count, kept current live: each `notification.*` event on the
 * person's own topic carries the new count (a new notification, or one read on another tab or
 * device) and refreshes the list. While the socket is not open it is asked every minute, and
 * always when the window regains focus.
 */
export function useUnreadCount(userId: string | null) {
  const queryClient = useQueryClient();
  const live = useRealtimeStatus() === 'open';
  useRealtimeTopic(userId ? topicOf('user', userId) : null, (frame) => {
    if (!(notificationEvents as readonly string[]).includes(frame.event)) return;
    const parsed = notificationCountEventSchema.safeParse(frame.data);
    if (parsed.success) {
      queryClient.setQueryData(queryKeys.notifications.unread(), parsed.data.unreadCount);
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list() });
  });
  return useQuery({
    queryKey: queryKeys.notifications.unread(),
    queryFn: async ({ signal }) => {
      const { unreadCountSchema } = await import('@waymark/shared/notifications/contracts');
      return (
        await api.get('/api/notifications/unread-count', { schema: unreadCountSchema, signal })
      ).unread;
    },
    enabled: userId !== null,
    staleTime: 0,
    refetchInterval: live ? false : UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
}
