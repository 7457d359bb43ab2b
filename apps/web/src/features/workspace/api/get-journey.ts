import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeyDetailSchema, journeysApi } from '@waymark/shared/journeys/contracts';
import { workspaceKeys } from '@/features/workspace/api/workspace-keys';
import { api, ApiError } from '@/lib/api-client';

const isFinal = (error: unknown) => error instanceof ApiError && error.status < 500;

/** GET /api/journeys/:id: title, progress and the steps the step blocks show. */
export function journeyQueryOptions(journeyId: string) {
  return queryOptions({
    queryKey: workspaceKeys.journey(journeyId),
    queryFn: ({ signal }) =>
      api.get(journeysApi.journey(journeyId), { schema: journeyDetailSchema, signal }),
    retry: (count, error) => !isFinal(error) && count < 2,
  });
}

export function useJourney(journeyId: string) {
  return useQuery(journeyQueryOptions(journeyId));
}
