import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeyDetailSchema, journeysApi } from '@waymark/shared/journeys/contracts';
import { journeyKeys } from '@/features/journeys/api/journey-keys';
import { api, ApiError } from '@/lib/api-client';

export function journeyQueryOptions(id: string) {
  return queryOptions({
    queryKey: journeyKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get(journeysApi.journey(id), { schema: journeyDetailSchema, signal }),
    // A 404 (unknown, deleted or not ours to see) will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useJourney(id: string) {
  return useQuery(journeyQueryOptions(id));
}
