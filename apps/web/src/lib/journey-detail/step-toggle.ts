import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { progressPercent } from '@waymark/shared/journeys/progress';
import {
  stepChangeResultSchema,
  type JourneyDetail,
  type StepChangeResult,
} from '@waymark/shared/journeys/journey-contracts';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import { newIdempotencyKey, sendOrQueue } from '@/lib/offline/outbox';
import { queryKeys } from '@/lib/query-keys';

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

/** The detail with the server's answer about one step (a changed step, or a new last one). */
export function withStep(
  detail: JourneyDetail,
  { step, journey }: StepChangeResult,
): JourneyDetail {
  const isKnown = detail.steps.some((candidate) => candidate.id === step.id);
  const steps = isKnown
    ? detail.steps.map((candidate) => (candidate.id === step.id ? step : candidate))
    : [...detail.steps, step];
  return { ...detail, ...journey, steps };
}

/**
 * Journeys lists, projects, the dashboard and the workspace's sidebar tree: everything showing
 * a journey's progress. Not the open document: the editor owns it, a refetch would only cost a
 * request.
 */
const progressDependentRoots = [
  queryKeys.journeys.all,
  queryKeys.projects.all,
  queryKeys.dashboard,
  queryKeys.workspace.tree(),
  // Pro insights (issue 19): forecasts, the heatmap and the weekly card count ticks.
  queryKeys.insights.all,
];

/** Every list, tree and dashboard figure showing this journey's progress is now stale. */
export function invalidateProgress(queryClient: QueryClient, journeyId: string) {
  const detailKey = queryKeys.journeys.detail(journeyId);
  for (const root of progressDependentRoots) {
    void queryClient.invalidateQueries({
      queryKey: root,
      // The detail was just replaced by the server's answer; asking again would be waste.
      predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(detailKey),
    });
  }
}

/**
 * Ticks or unticks a step, from the journey page's checklist or a workspace step block: the
 * step and the progress move at once, roll back if the server refuses, the server's answer
 * (with the journey's new counts) then replaces the guess, and every other view refreshes.
 */
export function useToggleStep(journeyId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.journeys.detail(journeyId);
  return useMutation({
    // Run even offline: TanStack Query would otherwise pause the mutation (and lose it with
    // the tab); the outbox keeps it across reloads instead.
    networkMode: 'always',
    // Offline (or the connection drops), the tick waits in the outbox with its key and the
    // page keeps showing it, marked "waiting to sync"; null says so to onSuccess.
    mutationFn: ({ stepId, isCompleted }: { stepId: string; isCompleted: boolean }) =>
      sendOrQueue(
        {
          key: newIdempotencyKey(),
          kind: 'tick',
          method: 'POST',
          path: isCompleted ? journeysApi.stepComplete(stepId) : journeysApi.stepUncomplete(stepId),
          journeyId,
          stepId,
        },
        stepChangeResultSchema,
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
    onSuccess: (result) => {
      if (!result) return;
      queryClient.setQueryData<JourneyDetail>(key, (detail) =>
        detail ? withStep(detail, result) : detail,
      );
      invalidateProgress(queryClient, journeyId);
    },
  });
}
