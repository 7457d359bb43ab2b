import { localDate } from '@waymark/shared/journeys/dates';

/** Today in the browser's own time zone (YYYY-MM-DD): the day a check-in is dated. */
export function localToday(now: Date = new Date()): string {
  return localDate(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
}
