import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  followResultSchema,
  pendingRequestsSchema,
  type ConnectionType,
} from '@waymark/shared/social/contracts';
import type { MuteDuration } from '@waymark/shared/social/rules';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * What one person does towards another (follow, connect, answer a request, block…): the one
 * client of the social endpoints, used by the profile and by the notifications' answers.
 */
const at = (id: string) => `/api/profiles/${encodeURIComponent(id)}`;

/** GET /api/me/social/requests: follow and connection requests waiting for my answer. */
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

/**
 * Runs a social action, then refreshes every social view (profile, lists, requests) and the
 * notifications, whose request rows answer with it.
 */
export function useSocialAction<Args extends unknown[]>(action: (...args: Args) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => action(...args),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.profile.social.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
      ]),
  });
}
