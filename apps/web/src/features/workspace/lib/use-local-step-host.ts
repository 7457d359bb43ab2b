import { useMemo, useState } from 'react';
import type { StepHost, StepSummary } from '@/features/workspace/editor/step-host';

/** Steps kept in memory, for the demo page where nothing reaches a server. */
export function useLocalStepHost(initialSteps: () => StepSummary[]): StepHost {
  const [steps, setSteps] = useState(initialSteps);
  return useMemo(
    () => ({
      steps,
      setCompleted: (stepId, isCompleted) =>
        setSteps((current) =>
          current.map((step) => (step.id === stepId ? { ...step, isCompleted } : step)),
        ),
      createStep: (title) => {
        const step = { id: `local-${crypto.randomUUID()}`, title, isCompleted: false };
        setSteps((current) => [...current, step]);
        return Promise.resolve(step);
      },
    }),
    [steps],
  );
}
