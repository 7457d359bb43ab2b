import type { JourneyStatus } from './contracts';

/**
 * The status a journey moves to when its steps change (ticked, unticked, added, removed).
 * Archived journeys stay archived; all steps done completes the journey; a completed one
 * with an open step is active again; the first tick starts a planned journey.
 */
export function statusAfterStepChange(
  previous: JourneyStatus,
  total: number,
  done: number,
): JourneyStatus {
  if (previous === 'archived') return previous;
  if (total > 0 && done >= total) return 'completed';
  if (previous === 'completed' && total > 0) return 'active';
  if (previous === 'planned' && done > 0) return 'active';
  return previous;
}
