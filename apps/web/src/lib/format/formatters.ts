import type { DateFormat } from '@waymark/shared/settings';

/** Whose conventions to format by: the interface language and the region settings. */
export interface FormatPreferences {
  language: string;
  /** null: the browser's zone. */
  timeZone: string | null;
  /** null: amounts keep the currency they are in, or US dollars. */
  currency: string | null;
  dateFormat: DateFormat;
}

export type DateInput = Date | string | number;

/**
 * Arabic shows Arabic-Indic digits whatever the runtime's CLDR default is (it changed between
 * ICU versions), so the same person sees the same numbers in every browser.
 */
export function localeFor(language: string): string {
  return language === 'ar' ? 'ar-u-nu-arab' : language;
}

// Building an Intl formatter is costly next to using one; lists format many values.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  create: () => T,
): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

function dateTimeFormat(prefs: FormatPreferences, options: Intl.DateTimeFormatOptions) {
  const locale = localeFor(prefs.language);
  const all = { ...options, ...(prefs.timeZone ? { timeZone: prefs.timeZone } : {}) };
  return cached(`dt|${locale}|${JSON.stringify(all)}`, () => new Intl.DateTimeFormat(locale, all));
}

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

type DateParts = Record<'day' | 'month' | 'year', string>;

/** Day, month and year in the person's zone and digits, for the fixed date formats. */
function dateParts(date: Date, prefs: FormatPreferences, month: '2-digit' | 'short'): DateParts {
  const parts = dateTimeFormat(prefs, {
    year: 'numeric',
    month,
    day: month === 'short' ? 'numeric' : '2-digit',
  }).formatToParts(date);
  const part = (type: keyof DateParts) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
}

export function formatDate(value: DateInput, prefs: FormatPreferences): string {
  const date = toDate(value);
  switch (prefs.dateFormat) {
    case 'auto':
      return dateTimeFormat(prefs, { dateStyle: 'medium' }).format(date);
    case 'dd/mm/yyyy': {
      const { day, month, year } = dateParts(date, prefs, '2-digit');
      return `${day}/${month}/${year}`;
    }
    case 'mm/dd/yyyy': {
      const { day, month, year } = dateParts(date, prefs, '2-digit');
      return `${month}/${day}/${year}`;
    }
    case 'yyyy-mm-dd': {
      const { day, month, year } = dateParts(date, prefs, '2-digit');
      return `${year}-${month}-${day}`;
    }
    case 'd mmm yyyy': {
      const { day, month, year } = dateParts(date, prefs, 'short');
      return `${day} ${month} ${year}`;
    }
  }
}

export function formatTime(value: DateInput, prefs: FormatPreferences): string {
  return dateTimeFormat(prefs, { timeStyle: 'short' }).format(toDate(value));
}

export function formatDateTime(value: DateInput, prefs: FormatPreferences): string {
  if (prefs.dateFormat === 'auto') {
    return dateTimeFormat(prefs, { dateStyle: 'medium', timeStyle: 'short' }).format(toDate(value));
  }
  return `${formatDate(value, prefs)} ${formatTime(value, prefs)}`;
}

export function formatNumber(
  value: number,
  prefs: FormatPreferences,
  options: Intl.NumberFormatOptions = {},
): string {
  const locale = localeFor(prefs.language);
  return cached(
    `n|${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  ).format(value);
}

export const FALLBACK_CURRENCY = 'USD';

/**
 * An amount in `currency` (what it is priced in), else the preferred currency. Never converts:
 * a price in dollars stays in dollars, written the person's way.
 */
export function formatCurrency(
  amount: number,
  prefs: FormatPreferences,
  currency: string = prefs.currency ?? FALLBACK_CURRENCY,
): string {
  return formatNumber(amount, prefs, { style: 'currency', currency });
}

const relativeSteps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "3 hours ago", "in 2 days", "yesterday": the largest unit that fits. */
export function formatRelativeTime(
  value: DateInput,
  prefs: FormatPreferences,
  now: Date = new Date(),
): string {
  let amount = (toDate(value).getTime() - now.getTime()) / 1000;
  const locale = localeFor(prefs.language);
  const formatter = cached(
    `rt|${locale}`,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  );
  for (const [unit, size] of relativeSteps) {
    if (Math.abs(amount) < size) return formatter.format(Math.round(amount), unit);
    amount /= size;
  }
  return formatter.format(Math.round(amount), 'year');
}
