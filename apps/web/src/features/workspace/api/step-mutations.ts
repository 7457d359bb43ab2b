import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { progressPercent } from '@waymark/shared/journeys/progress';
import {
  journeysApi,
  stepChangeResultSchema,
  type JourneyDetail,
  type StepChangeResult,
} from '@waymark/shared/journeys/contracts';
import { progressDependentRoots, workspaceKeys } from '@/features/workspace/api/workspace-keys';
import { api } from '@/lib/api-client';

function withStep(detail: JourneyDetail, { step, journey }: StepChangeResult): JourneyDetail {
  const isKnown = detail.steps.some((candidate) => candidate.id === step.id);
  const steps = isKnown
    ? detail.steps.map((candidate) => (candidate.id === step.id ? step : candidate))
    : [...detail.steps, step];
  return { ...detail, ...journey, steps };
}

/** Every list, tree and dashboard figure showing this journey's progress is now stale. */
function invalidateProgress(queryClient: QueryClient, journeyId: string) {
  const detailKey = workspaceKeys.journey(journeyId);
  for (const root of progressDependentRoots) {
    void queryClient.invalidateQueries({
      queryKey: root,
      // The detail was just replaced by the server's answer; asking again would be waste.
      predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(detailKey),
    });
  }
}

/**
 * Ticks or unticks a step from its step block: the block and the progress move at once, roll
 * back if the server refuses, and every other view of the journey refreshes after.
 */
export function useSetStepCompleted(journeyId: string) {
  const queryClient = useQueryClient();
  const key = workspaceKeys.journey(journeyId);
  return useMutation({
    mutationFn: ({ stepId, isCompleted }: { stepId: string; isCompleted: boolean }) =>
      api.post(
        isCompleted ? journeysApi.stepComplete(stepId) : journeysApi.stepUncomplete(stepId),
        { schema: stepChangeResultSchema },
      ),
    onMutate: async ({ stepId, isCompleted }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<JourneyDetail>(key);
      if (previous) {
        const steps = previous.steps.map((step) =>
          step.id === stepId
            ? { ...step, completedAt: isCompleted ? new Date().toISOString() : null }
            : step,
        );
        const completedStepCount = steps.filter((step) => step.completedAt !== null).length;
        queryClient.setQueryData<JourneyDetail>(key, {
          ...previous,
          steps,
          completedStepCount,
          progress: progressPercent(completedStepCount, steps.length),
        });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (result) => {
      queryClient.setQueryData<JourneyDetail>(key, (detail) =>
        detail ? withStep(detail, result) : detail,
      );
      invalidateProgress(queryClient, journeyId);
    },
  });
}

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
      queryClient.setQueryData<JourneyDetail>(workspaceKeys.journey(journeyId), (detail) =>
        detail ? withStep(detail, result) : detail,
      );
      invalidateProgress(queryClient, journeyId);
    },
  });
}
