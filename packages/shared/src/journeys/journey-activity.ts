import { JOURNEY_ACTIVITY_LIMIT, type JourneyActivityItem } from './journey-activity-contracts';

/** At the same instant a journey begins before anything in it, and completes after. */
const kindOrder: Record<JourneyActivityItem['kind'], number> = {
  created: 0,
  forkedFrom: 0,
  stepCompleted: 1,
  forked: 1,
  completed: 2,
};

/** The latest `limit` events, told in the order they happened. */
export function journeyActivityTimeline(
  events: readonly JourneyActivityItem[],
  limit: number = JOURNEY_ACTIVITY_LIMIT,
): JourneyActivityItem[] {
  const ordered = [...events].sort(
    (a, b) => Date.parse(a.at) - Date.parse(b.at) || kindOrder[a.kind] - kindOrder[b.kind],
  );
  return limit > 0 ? ordered.slice(-limit) : [];
}
