import type { JourneyStatus } from './common-contracts';

export interface StepCounts {
  total: number;
  done: number;
}

export interface JourneyStatusChange {
  /** Where the journey was before this write. */
  previous: JourneyStatus;
  /** The status the owner asked for in this write (the edit form always sends one). */
  requested?: JourneyStatus;
  /** The step counts after this write, when it changed the steps. */
  steps?: StepCounts;
}

export interface JourneyStatusOutcome {
  status: JourneyStatus;
  /** Set completed_at and record `journey.completed`. */
  completes: boolean;
  /** Clear completed_at. */
  reopens: boolean;
}

/**
 * The one journey status rule. A status the owner changes on purpose wins: completing a
 * journey with open steps completes it, reopening one whose steps are all done reopens it,
 * whether or not the same write also changes the steps. Otherwise (no status, or the one it
 * already has, as the edit form sends) the status follows the steps:
 * - archived stays archived;
 * - all steps done completes the journey;
 * - a completed journey with an open step is active again;
 * - the first tick starts a planned journey.
 * A completed journey with no steps stays completed.
 */
export function nextJourneyStatus({
  previous,
  requested,
  steps,
}: JourneyStatusChange): JourneyStatusOutcome {
  const status =
    requested !== undefined && requested !== previous
      ? requested
      : steps
        ? statusFromSteps(previous, steps)
        : previous;
  return {
    status,
    completes: status === 'completed' && previous !== 'completed',
    reopens: status !== 'completed' && previous === 'completed',
  };
}

function statusFromSteps(previous: JourneyStatus, { total, done }: StepCounts): JourneyStatus {
  if (previous === 'archived') return previous;
  if (total > 0 && done >= total) return 'completed';
  if (previous === 'completed' && total > 0) return 'active';
  if (previous === 'planned' && done > 0) return 'active';
  return previous;
}
