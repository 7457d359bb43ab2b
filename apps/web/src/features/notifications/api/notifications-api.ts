import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// The contracts are imported inside the query functions: this module also serves the header's
// bell, which must not bring zod into the first load.
const contracts = () => import('@waymark/shared/notifications/contracts');

async function fetchPage(cursor: string | null, signal: AbortSignal) {
  const { notificationPageSchema } = await contracts();
  const search = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return api.get(`/api/notifications${search}`, { schema: notificationPageSchema, signal });
}

/** GET /api/notifications, one keyset page after another as the reader scrolls. */
export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.notifications.list(),
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}

/** Every change refreshes the list and the badge: both sit under one key root. */
function useNotificationChange<Input>(change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

export function useMarkRead() {
  return useNotificationChange((id: string) => api.post(`/api/notifications/${id}/read`));
}

/**
 * Marks what the reader was shown as read, which clears the bell's count of it: in one request
 * when every unread notification is on screen (the bell's count says how many there are), else
 * one by one, so an unread notification not shown yet keeps counting.
 */
export function useMarkShownRead() {
  const queryClient = useQueryClient();
  return useNotificationChange(async (ids: readonly string[]) => {
    const unread = queryClient.getQueryData<number>(queryKeys.notifications.unread());
    if (unread !== undefined && ids.length >= unread) {
      await api.post('/api/notifications/read-all');
      return;
    }
    await Promise.all(ids.map((id) => api.post(`/api/notifications/${id}/read`)));
  });
}

export function useMarkAllRead() {
  return useNotificationChange(() => api.post('/api/notifications/read-all'));
}

export function useDeleteNotification() {
  return useNotificationChange((id: string) => api.delete(`/api/notifications/${id}`));
}
