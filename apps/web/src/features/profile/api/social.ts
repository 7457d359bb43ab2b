import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  cardPageSchema,
  followResultSchema,
  pendingRequestsSchema,
  profileViewSchema,
  type ConnectionType,
} from '@waymark/shared/social/contracts';
import type { MuteDuration } from '@waymark/shared/social/rules';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys, type ViewAs } from '@/lib/query-keys';

export type { ViewAs };

const at = (id: string) => `/api/profiles/${encodeURIComponent(id)}`;

export const profileViewQueryOptions = (id: string, as?: ViewAs) =>
  queryOptions({
    queryKey: queryKeys.profile.social.view(id, as),
    queryFn: ({ signal }) =>
      api.get(`${at(id)}/social${as ? `?as=${as}` : ''}`, { schema: profileViewSchema, signal }),
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status < 500) && failureCount < 2,
  });

/** GET /api/profiles/:id/social; `as` previews one's own profile as someone else sees it. */
export function useProfileView(
  id: string,
  { as, isEnabled = true }: { as?: ViewAs; isEnabled?: boolean } = {},
) {
  return useQuery({ ...profileViewQueryOptions(id, as), enabled: isEnabled });
}

export function useFollowList(id: string, side: 'followers' | 'following', isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.profile.social.list(id, side),
    queryFn: ({ pageParam, signal }) =>
      api.get(`${at(id)}/${side}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, {
        schema: cardPageSchema,
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: isEnabled,
  });
}

export function usePendingRequests(isEnabled: boolean) {
  return useQuery({
    queryKey: queryKeys.profile.social.requests(),
    queryFn: ({ signal }) =>
      api.get('/api/me/social/requests', { schema: pendingRequestsSchema, signal }),
    enabled: isEnabled,
  });
}

export const socialActions = {
  follow: (id: string) =>
    api.put(`${at(id)}/follow`, { schema: followResultSchema }).then(() => undefined),
  unfollow: (id: string) => api.delete(`${at(id)}/follow`),
  acceptFollower: (id: string) =>
    api.post(`/api/me/follow-requests/${encodeURIComponent(id)}/accept`),
  declineFollower: (id: string) => api.delete(`/api/me/follow-requests/${encodeURIComponent(id)}`),
  connect: (id: string, connectionType: ConnectionType) =>
    api.post(`${at(id)}/connection`, { body: { connectionType } }),
  acceptConnection: (id: string) => api.post(`${at(id)}/connection/accept`),
  changeConnectionType: (id: string, connectionType: ConnectionType) =>
    api.patch(`${at(id)}/connection`, { body: { connectionType } }),
  removeConnection: (id: string) => api.delete(`${at(id)}/connection`),
  block: (id: string) => api.post(`${at(id)}/block`),
  unblock: (id: string) => api.delete(`${at(id)}/block`),
  restrict: (id: string) => api.post(`${at(id)}/restrict`),
  unrestrict: (id: string) => api.delete(`${at(id)}/restrict`),
  mute: (id: string, duration: MuteDuration) => api.put(`${at(id)}/mute`, { body: { duration } }),
  unmute: (id: string) => api.delete(`${at(id)}/mute`),
  report: (id: string, reason: string, details: string) =>
    api.post(`${at(id)}/report`, { body: { reason, details } }),
};

/** Runs a social action, then refreshes every social view (profile, lists, requests). */
export function useSocialAction<Args extends unknown[]>(action: (...args: Args) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => action(...args),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.social.all }),
  });
}

/** A profile that does not exist, is hidden from the viewer, or whose id is malformed. */
export function isMissingProfile(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404].includes(error.status);
}
