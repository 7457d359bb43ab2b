import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How often the header asks for the unread count (live updates come with the realtime work). */
export const UNREAD_POLL_MS = 60_000;

/** GET /api/notifications/unread-count: every minute, and at once when the window regains focus. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.notifications.unread(),
    queryFn: async ({ signal }) => {
      const { unreadCountSchema } = await import('@waymark/shared/notifications/contracts');
      return (
        await api.get('/api/notifications/unread-count', { schema: unreadCountSchema, signal })
      ).unread;
    },
    enabled,
    staleTime: 0,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
}
