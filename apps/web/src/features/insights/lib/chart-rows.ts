import { localeFor } from '@/lib/format/formatters';

/** One row of a chart and of the table behind it. */
export interface ChartRow {
  key: string;
  label: string;
  value: number;
}

/** Localised weekday names, Monday first (1 January 2024 was a Monday). */
export function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(localeFor(language), { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2024, 0, 1 + i)));
}

/** Localised hour labels 0–23 ("9 AM", "09", "9時"), as the language writes an hour. */
export function hourNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(localeFor(language), { hour: 'numeric', timeZone: 'UTC' });
  return Array.from({ length: 24 }, (_, hour) => format.format(Date.UTC(2024, 0, 1, hour)));
}

/** The row with the highest value, or null when every value is zero. */
export function bestRow(rows: readonly ChartRow[]): ChartRow | null {
  return rows.reduce<ChartRow | null>(
    (best, row) => (row.value > (best?.value ?? 0) ? row : best),
    null,
  );
}
