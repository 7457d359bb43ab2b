import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useRealtimeStatus } from '@/lib/realtime';

/**
 * Outside the chat screens (the header), counts are asked every half minute while the realtime
 * socket is not open; while it is, `chat.unread` events bring them (use-chat-user-live.ts).
 */
const HEADER_POLL_MS = 30_000;

/**
 * GET /api/conversations/unread: the header's Chat badge and the list's. The contracts load
 * inside the query: the header is on every page and must not bring zod into the first load.
 */
export function useChatUnread(enabled: boolean, pollMs: number = HEADER_POLL_MS) {
  const live = useRealtimeStatus() === 'open';
  return useQuery({
    queryKey: queryKeys.chat.unread(),
    queryFn: async ({ signal }) => {
      const { unreadCountsSchema } = await import('@waymark/shared/chat/contracts');
      return api.get('/api/conversations/unread', { schema: unreadCountsSchema, signal });
    },
    enabled,
    staleTime: 0,
    refetchInterval: live ? false : pollMs,
    refetchOnWindowFocus: true,
  });
}
