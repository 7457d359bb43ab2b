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

/**
 * Counting back from `today` to `startedOn`, the number of unpaused days each day is behind
 * today: a paused day shares the number of the unpaused day after it, so what was done on it
 * still counts, in the week around it. The forecast and the pace measure time in these days,
 * so a holiday neither stretches the window nor thins the rate. Stops after `limit` unpaused
 * days. Without pauses a day's number is simply how many days it lies before today.
 */
export function unpausedDaysBack(
  today: string,
  startedOn: string,
  paused: ReadonlySet<number>,
  limit: number,
): { back: Map<number, number>; unpaused: number; firstDay: number } {
  const back = new Map<number, number>();
  const first = dayNumber(startedOn);
  let unpaused = 0;
  let firstDay = dayNumber(today);
  for (let day = dayNumber(today); day >= first && unpaused < limit; day--) {
    back.set(day, unpaused);
    firstDay = day;
    if (!paused.has(day)) unpaused++;
  }
  return { back, unpaused, firstDay };
}
