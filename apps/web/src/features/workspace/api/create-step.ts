import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  stepChangeResultSchema,
  type JourneyDetail,
} from '@waymark/shared/journeys/journey-contracts';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import { api } from '@/lib/api-client';
import { invalidateProgress, withStep } from '@/lib/journey-detail/step-toggle';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/journeys/:id/steps: a new last step, made from the step block picker. */
export function useCreateStep(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) =>
      api.post(journeysApi.journeySteps(journeyId), {
        schema: stepChangeResultSchema,
        body: { title },
      }),
    onSuccess: (result) => {
      queryClient.setQueryData<JourneyDetail>(queryKeys.journeys.detail(journeyId), (detail) =>
        detail ? withStep(detail, result) : detail,
      );
      invalidateProgress(queryClient, journeyId);
    },
  });
}
