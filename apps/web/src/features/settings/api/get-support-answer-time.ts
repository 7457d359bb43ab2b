import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportAnswerTimeSchema } from '@waymark/shared/settings';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/support/answer-time: priority and the promised answer time (issue 19). */
export function getSupportAnswerTime() {
  return api.get('/api/support/answer-time', { schema: supportAnswerTimeSchema });
}

export const supportAnswerTimeQuery = () =>
  queryOptions({
    queryKey: queryKeys.support.answerTime(),
    queryFn: getSupportAnswerTime,
    staleTime: 5 * 60_000,
  });

export function useSupportAnswerTime() {
  return useQuery(supportAnswerTimeQuery());
}
