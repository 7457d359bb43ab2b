import { dayNumber, localDate } from './dates';

export interface Streak {
  /** Consecutive days up to today (or up to yesterday while today has nothing yet). */
  current: number;
  longest: number;
  /** The last local day with a completed step, or null. */
  lastActiveOn: string | null;
}

/**
 * Streak of days with at least one completed step, counted in the person's time zone:
 * each completion instant becomes a local calendar date through Intl, so a day that is 23
 * or 25 hours long (DST) is still one day, and 23:30 in Tokyo is a different day than in
 * New York. Today without a completion does not break the streak yet.
 */
export function computeStreak(
  completions: readonly (Date | string | number)[],
  timeZone: string,
  now: Date | string | number = Date.now(),
): Streak {
  const today = dayNumber(localDate(now, timeZone));
  const days = [...new Set(completions.map((instant) => dayNumber(localDate(instant, timeZone))))]
    .filter((day) => day <= today)
    .sort((a, b) => a - b);
  if (days.length === 0) return { current: 0, longest: 0, lastActiveOn: null };

  let longest = 1;
  let run = 1;
  for (let i = 1; i < days.length; i++) {
    run = days[i] === days[i - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const last = days[days.length - 1]!;
  // `run` is the length of the run that ends at the last active day.
  const current = last === today || last === today - 1 ? run : 0;
  return { current, longest, lastActiveOn: new Date(last * 86_400_000).toISOString().slice(0, 10) };
}
