import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  maxPresencePeople,
  presenceListSchema,
  type Presence,
} from '@waymark/shared/presence/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/presence: who of `ids` is online or when they were last active, as far as I may
 * see it (the server leaves out the others). Asked again every minute, so "Active 5 minutes
 * ago" and the list's dots stay fresh without a live topic per row.
 */
export function presenceQueryOptions(ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort().slice(0, maxPresencePeople);
  return queryOptions({
    queryKey: queryKeys.chat.presence(sorted),
    queryFn: ({ signal }) =>
      api.get(`/api/presence?ids=${sorted.join(',')}`, { schema: presenceListSchema, signal }),
    enabled: sorted.length > 0,
    staleTime: 30_000,
    refetchInterval: 60_000,
    select: (list) => new Map(list.people.map((person) => [person.userId, person])),
  });
}

export function usePresence(ids: readonly string[]): Map<string, Presence> {
  return useQuery(presenceQueryOptions(ids)).data ?? new Map<string, Presence>();
}
