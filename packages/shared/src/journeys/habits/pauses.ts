import { dayNumber } from '../dates';

/** A pause of a journey: both days included. */
export interface PauseRange {
  from: string;
  until: string;
}

/**
 * The paused days of `pauses` as day numbers (dates.ts dayNumber), so a rule can ask "is this
 * day paused" in constant time. Overlapping pauses simply overlap.
 */
export function pausedDays(pauses: readonly PauseRange[]): Set<number> {
  const days = new Set<number>();
  for (const pause of pauses) {
    const last = dayNumber(pause.until);
    for (let day = dayNumber(pause.from); day <= last; day++) days.add(day);
  }
  return days;
}

/** Whether `date` (YYYY-MM-DD) falls in one of the pauses. */
export function isPausedOn(date: string, pauses: readonly PauseRange[]): boolean {
  return pauses.some((pause) => pause.from <= date && date <= pause.until);
}
