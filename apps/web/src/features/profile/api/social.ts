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
import type { MuteDuration, ViewerRelation } from '@waymark/shared/social/rules';
import { profileKeys } from '@/features/profile/api/profile-keys';
import { ApiError, apiFetch, apiJson, toApiError } from '@/lib/api-client';

export type ViewAs = Exclude<ViewerRelation, 'self'>;
const at = (id: string) => `/api/profiles/${encodeURIComponent(id)}`;

export const socialKeys = {
  all: [...profileKeys.all, 'social'] as const,
  view: (id: string, as?: ViewAs) => [...socialKeys.all, 'view', id, as ?? 'me'] as const,
  list: (id: string, side: 'followers' | 'following') =>
    [...socialKeys.all, 'list', id, side] as const,
  requests: () => [...socialKeys.all, 'requests'] as const,
};

export const profileViewQueryOptions = (id: string, as?: ViewAs) =>
  queryOptions({
    queryKey: socialKeys.view(id, as),
    queryFn: ({ signal }) =>
      apiJson(`${at(id)}/social${as ? `?as=${as}` : ''}`, profileViewSchema, { signal }),
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
    queryKey: socialKeys.list(id, side),
    queryFn: ({ pageParam, signal }) =>
      apiJson(
        `${at(id)}/${side}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        cardPageSchema,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: isEnabled,
  });
}

export function usePendingRequests(isEnabled: boolean) {
  return useQuery({
    queryKey: socialKeys.requests(),
    queryFn: ({ signal }) => apiJson('/api/me/social/requests', pendingRequestsSchema, { signal }),
    enabled: isEnabled,
  });
}

/** Sends one social action; a JSON body when given. Answers 204 (or the follow state). */
async function send(method: string, path: string, body?: object): Promise<void> {
  const response = await apiFetch(path, {
    method,
    ...(body
      ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }
      : {}),
  });
  if (!response.ok) throw await toApiError(response);
}

export const socialActions = {
  follow: (id: string) =>
    apiJson(`${at(id)}/follow`, followResultSchema, { method: 'PUT' }).then(() => undefined),
  unfollow: (id: string) => send('DELETE', `${at(id)}/follow`),
  acceptFollower: (id: string) =>
    send('POST', `/api/me/follow-requests/${encodeURIComponent(id)}/accept`),
  declineFollower: (id: string) =>
    send('DELETE', `/api/me/follow-requests/${encodeURIComponent(id)}`),
  connect: (id: string, connectionType: ConnectionType) =>
    send('POST', `${at(id)}/connection`, { connectionType }),
  acceptConnection: (id: string) => send('POST', `${at(id)}/connection/accept`),
  changeConnectionType: (id: string, connectionType: ConnectionType) =>
    send('PATCH', `${at(id)}/connection`, { connectionType }),
  removeConnection: (id: string) => send('DELETE', `${at(id)}/connection`),
  block: (id: string) => send('POST', `${at(id)}/block`),
  unblock: (id: string) => send('DELETE', `${at(id)}/block`),
  restrict: (id: string) => send('POST', `${at(id)}/restrict`),
  unrestrict: (id: string) => send('DELETE', `${at(id)}/restrict`),
  mute: (id: string, duration: MuteDuration) => send('PUT', `${at(id)}/mute`, { duration }),
  unmute: (id: string) => send('DELETE', `${at(id)}/mute`),
  report: (id: string, reason: string, details: string) =>
    send('POST', `${at(id)}/report`, { reason, details }),
};

/** Runs a social action, then refreshes every social view (profile, lists, requests). */
export function useSocialAction<Args extends unknown[]>(action: (...args: Args) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => action(...args),
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }),
  });
}
