import { useMutation, useQueryClient } from '@tanstack/react-query';
import { progressPercent } from '@waymark/shared/journeys/progress';
import {
  journeysApi,
  stepChangeResultSchema,
  type JourneyDetail,
} from '@waymark/shared/journeys/contracts';
import { journeyDependentKeys, journeyKeys } from '@/features/journeys/api/journey-keys';
import { api } from '@/lib/api-client';

/** The detail as it would be with `stepId` ticked or unticked: what the page shows at once. */
export function withStepCompleted(
  detail: JourneyDetail,
  stepId: string,
  isCompleted: boolean,
  now: string = new Date().toISOString(),
): JourneyDetail {
  const steps = detail.steps.map((step) =>
    step.id === stepId ? { ...step, completedAt: isCompleted ? now : null } : step,
  );
  const completedStepCount = steps.filter((step) => step.completedAt !== null).length;
  return {
    ...detail,
    steps,
    completedStepCount,
    progress: progressPercent(completedStepCount, steps.length),
  };
}

/**
 * Ticks or unticks a step optimistically: the page moves at once and rolls back if the server
 * refuses; the server's answer (with the journey's new counts) then replaces the guess.
 */
export function useToggleStep(journeyId: string) {
  const queryClient = useQueryClient();
  const key = journeyKeys.detail(journeyId);
  return useMutation({
    mutationFn: ({ stepId, isCompleted }: { stepId: string; isCompleted: boolean }) =>
      api.post(
        isCompleted ? journeysApi.stepComplete(stepId) : journeysApi.stepUncomplete(stepId),
        { schema: stepChangeResultSchema },
      ),
    onMutate: async ({ stepId, isCompleted }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<JourneyDetail>(key);
      if (previous) queryClient.setQueryData(key, withStepCompleted(previous, stepId, isCompleted));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: ({ step, journey }) => {
      queryClient.setQueryData<JourneyDetail>(key, (detail) =>
        detail
          ? {
              ...detail,
              ...journey,
              steps: detail.steps.map((item) => (item.id === step.id ? step : item)),
            }
          : detail,
      );
      for (const queryKey of journeyDependentKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
