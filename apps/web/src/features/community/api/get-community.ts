import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityOverviewSchema } from '@waymark/shared/community/contracts';
import { ApiError, api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useRealtimeStatus } from '@/lib/realtime';

/** While the socket is down, channels and history are asked again this often. */
export const COMMUNITY_POLL_MS = 10_000;

export const communityQueryOptions = queryOptions({
  queryKey: queryKeys.community.overview(),
  queryFn: ({ signal }) => api.get('/api/community', { schema: communityOverviewSchema, signal }),
  // The page draws its own preview for a 402: no payment modal over it.
  meta: { paywallInPage: true },
  // 402 and 403 are answers, not hiccups: asking again would not change them.
  retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
});

/** GET /api/community: the channels with unread markers, and whether I moderate. */
export function useCommunity() {
  const live = useRealtimeStatus() === 'open';
  return useQuery({ ...communityQueryOptions, refetchInterval: live ? false : COMMUNITY_POLL_MS });
}

export type CommunityAccess =
  | { kind: 'pending' }
  | { kind: 'member' }
  | { kind: 'upgrade' }
  | { kind: 'banned'; reason: string | null }
  | { kind: 'failed' };

/** What the server's answer means for the page: the server decides, the web only follows. */
export function accessOf(query: ReturnType<typeof useCommunity>): CommunityAccess {
  if (query.isPending) return { kind: 'pending' };
  if (query.isSuccess) return { kind: 'member' };
  const error = query.error;
  if (error instanceof ApiError && error.code === 'SUBSCRIPTION_REQUIRED')
    return { kind: 'upgrade' };
  if (error instanceof ApiError && error.code === 'COMMUNITY_BANNED') {
    const reason = error.details?.find((detail) => detail.path === 'reason')?.message;
    return { kind: 'banned', reason: reason || null };
  }
  return { kind: 'failed' };
}
