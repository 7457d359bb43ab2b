import { useMutation, useQueryClient } from '@tanstack/react-query';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import { api } from '@/lib/api-client';
import { journeyDependentKeys, queryKeys } from '@/lib/query-keys';

/** DELETE /api/journeys/:id/permanently: a journey in the bin goes for good (204). */
export function usePurgeJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(journeysApi.journeyPermanently(id)),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.journeys.detail(id) });
      for (const queryKey of journeyDependentKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
