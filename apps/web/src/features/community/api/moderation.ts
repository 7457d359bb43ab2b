import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  banListSchema,
  logListSchema,
  reportListSchema,
} from '@waymark/shared/community/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ReportStatus = 'open' | 'dismissed' | 'removed';

export const reportsQueryOptions = (status: ReportStatus) =>
  queryOptions({
    queryKey: queryKeys.community.reports(status),
    queryFn: ({ signal }) =>
      api.get(`/api/community/moderation/reports?status=${status}`, {
        schema: reportListSchema,
        signal,
      }),
  });

export const useReports = (status: ReportStatus, isEnabled: boolean) =>
  useQuery({ ...reportsQueryOptions(status), enabled: isEnabled });

export const useBans = (isEnabled: boolean) =>
  useQuery({
    enabled: isEnabled,
    queryKey: queryKeys.community.bans(),
    queryFn: ({ signal }) =>
      api.get('/api/community/moderation/bans', { schema: banListSchema, signal }),
  });

export const useModerationLog = (isEnabled: boolean) =>
  useQuery({
    enabled: isEnabled,
    queryKey: queryKeys.community.log(),
    queryFn: ({ signal }) =>
      api.get('/api/community/moderation/log', { schema: logListSchema, signal }),
  });

/** Every moderator action refreshes the queue, the bans, the log and the channels. */
function useModeratorAction<Input>(action: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.community.all }),
  });
}

export const useRemoveMessage = () =>
  useModeratorAction(({ messageId, reason }: { messageId: string; reason?: string }) =>
    api.post(`/api/community/moderation/messages/${messageId}/remove`, {
      body: reason ? { reason } : {},
    }),
  );

export const useDismissReport = () =>
  useModeratorAction((reportId: string) =>
    api.post(`/api/community/moderation/reports/${reportId}/dismiss`),
  );

export const useBan = () =>
  useModeratorAction(({ userId, reason }: { userId: string; reason?: string }) =>
    api.put(`/api/community/moderation/bans/${userId}`, { body: reason ? { reason } : {} }),
  );

export const useUnban = () =>
  useModeratorAction((userId: string) => api.delete(`/api/community/moderation/bans/${userId}`));
