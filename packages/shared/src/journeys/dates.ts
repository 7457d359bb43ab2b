/**
 * Calendar dates ('YYYY-MM-DD') as journeys use them: start, target and due dates have no
 * time of day, and "today" is always the day in the person's own time zone.
 */

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written as YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Days since 1970-01-01 of a calendar date, so dates can be compared and stepped through. */
export function dayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
}

export function dateFromDayNumber(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateFromDayNumber(dayNumber(date) + days);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone (DST-safe: Intl knows the zone's rules). */
export function localDate(instant: Date | string | number, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Monday of the week that contains `date` (ISO weeks). */
export function weekStart(date: string): string {
  const day = dayNumber(date);
  // 1970-01-01 was a Thursday: shift so Monday is 0.
  const weekday = (((day + 3) % 7) + 7) % 7;
  return dateFromDayNumber(day - weekday);
}

/** A target date may equal the start date but never come before it; either may be missing. */
export function isDateRangeValid(
  startDate: string | null | undefined,
  targetDate: string | null | undefined,
): boolean {
  if (!startDate || !targetDate) return true;
  return targetDate >= startDate;
}
