import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { leaderboardSchema, type LeaderboardQuery } from '@waymark/shared/leaderboard/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How often an open board asks again (live updates come with the realtime issue). */
export const LEADERBOARD_POLL_MS = 60_000;

const search = ({ period, scope, category, weekStart }: LeaderboardQuery) => {
  const params = new URLSearchParams();
  if (period) params.set('period', period);
  if (scope) params.set('scope', scope);
  if (category) params.set('category', category);
  if (weekStart) params.set('weekStart', weekStart);
  return `?${params.toString()}`;
};

/** GET /api/leaderboard, refreshed on focus and every minute; the old board stays while a new one loads. */
export function useLeaderboard(query: LeaderboardQuery) {
  return useQuery({
    queryKey: queryKeys.leaderboard.board(query),
    queryFn: ({ signal }) =>
      api.get(`/api/leaderboard${search(query)}`, { schema: leaderboardSchema, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: LEADERBOARD_POLL_MS,
    refetchOnWindowFocus: true,
  });
}
