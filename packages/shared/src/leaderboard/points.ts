/**
 * How points are earned (issue 16). Everything that earns is written to the ledger in the
 * transaction of the change, and undoing it writes the reversal, so a step ticked and unticked
 * nets nothing. The daily cap bounds what steps and journeys earn per (UTC) day: ticking junk
 * steps, or one step on and off, never earns past it. A streak day is a bonus on the first
 * completed step of a day that follows a day with one; at most one a day, outside the cap.
 */
export const STEP_POINTS = 10;
export const JOURNEY_POINTS = 50;
export const STREAK_DAY_POINTS = 5;
export const DAILY_POINTS_CAP = 100;

/** What the cap still lets `points` earn today, given the day's net capped earnings so far. */
export function pointsWithinCap(points: number, earnedToday: number): number {
  return Math.max(0, Math.min(points, DAILY_POINTS_CAP - Math.max(0, earnedToday)));
}

/** The streak bonus for a completed step: once a day, when yesterday had a completed step. */
export function streakBonus(state: { activeYesterday: boolean; bonusToday: boolean }): number {
  return state.activeYesterday && !state.bonusToday ? STREAK_DAY_POINTS : 0;
}

/**
 * Competition ranking (1, 2, 2, 4) of totals sorted from the highest down: equal points share
 * the rank of the first of them.
 */
export function competitionRanks(pointsDescending: readonly number[]): number[] {
  const ranks: number[] = [];
  pointsDescending.forEach((points, index) => {
    const previous = pointsDescending[index - 1];
    ranks.push(index > 0 && previous === points ? (ranks[index - 1] ?? index + 1) : index + 1);
  });
  return ranks;
}
