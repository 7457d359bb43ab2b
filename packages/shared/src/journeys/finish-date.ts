import { addDays, dayNumber } from './dates';

/**
 * The rules the pace (journey page) and the forecast (insights) share: how old a journey is, when
 * its last step lands at a weekly rate, and how that date reads against the target. Each keeps
 * its own way of measuring the rate.
 */

/** Days since the journey began counting, today included; at least one. */
export function journeyAgeDays(startedOn: string, today: string): number {
  return Math.max(1, dayNumber(today) - dayNumber(startedOn) + 1);
}

/** The day the last of `remaining` steps is done at `perWeek` steps a week (perWeek > 0). */
export function finishDate(today: string, remaining: number, perWeek: number): string {
  return addDays(today, Math.ceil((remaining / perWeek) * 7));
}

export type TargetVerdict = 'noTarget' | 'overdue' | 'stalled' | 'onTrack' | 'behind';

/**
 * A projected finish against the target date: no target; the target passed with steps left;
 * no finish can be projected; the finish lands on or before / after the target.
 */
export function targetVerdict(
  today: string,
  targetDate: string | null,
  projected: string | null,
): TargetVerdict {
  if (targetDate === null) return 'noTarget';
  if (targetDate < today) return 'overdue';
  if (projected === null) return 'stalled';
  return projected <= targetDate ? 'onTrack' : 'behind';
}
