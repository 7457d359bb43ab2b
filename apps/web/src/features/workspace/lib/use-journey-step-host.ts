import { useMemo } from 'react';
import type { JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import { useCreateStep } from '@/features/workspace/api/create-step';
import type { StepHost } from '@/features/workspace/editor/step-host';
import { useToggleStep } from '@/lib/journey-detail/step-toggle';

/** The step blocks' view of a real journey: ticking and creating go to the server. */
export function useJourneyStepHost(journey: JourneyDetail): StepHost {
  const setCompleted = useToggleStep(journey.id);
  const createStep = useCreateStep(journey.id);
  const pendingStepId = setCompleted.isPending ? setCompleted.variables.stepId : null;
  const { mutate } = setCompleted;
  const { mutateAsync } = createStep;

  return useMemo(
    () => ({
      steps: journey.steps.map((step) => ({
        id: step.id,
        title: step.title,
        isCompleted: step.completedAt !== null,
      })),
      setCompleted: (stepId, isCompleted) => mutate({ stepId, isCompleted }),
      createStep: async (title) => {
        const { step } = await mutateAsync(title);
        return { id: step.id, title: step.title, isCompleted: step.completedAt !== null };
      },
      pendingStepIds: new Set(pendingStepId ? [pendingStepId] : []),
    }),
    [journey.steps, mutate, mutateAsync, pendingStepId],
  );
}
