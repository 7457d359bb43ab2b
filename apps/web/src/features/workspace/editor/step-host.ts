import { createContext, useContext } from 'react';

export interface StepSummary {
  id: string;
  title: string;
  isCompleted: boolean;
}

/**
 * The journey's steps as the step blocks see them. The workspace binds it to the real steps
 * (ticking completes the step on the server); the demo page binds it to a local list.
 */
export interface StepHost {
  steps: readonly StepSummary[];
  setCompleted: (stepId: string, isCompleted: boolean) => void;
  createStep: (title: string) => Promise<StepSummary>;
  pendingStepIds?: ReadonlySet<string>;
}

export const StepHostContext = createContext<StepHost | null>(null);

export function useStepHost(): StepHost | null {
  return useContext(StepHostContext);
}
