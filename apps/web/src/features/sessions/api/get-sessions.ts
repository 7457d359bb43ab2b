import { queryOptions, useQuery } from '@tanstack/react-query';
import { activeSessionListSchema } from '@waymark/shared/sessions';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const sessionsQueryOptions = queryOptions({
  queryKey: queryKeys.security.sessions(),
  queryFn: ({ signal }) => api.get('/api/sessions', { schema: activeSessionListSchema, signal }),
  // This device first, then the most recently active.
  select: (data) =>
    [...data.sessions].sort(
      (a, b) =>
        Number(b.is_current) - Number(a.is_current) || b.last_active.localeCompare(a.last_active),
    ),
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
