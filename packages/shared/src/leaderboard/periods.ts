import type { JourneyCategory } from '../journeys/common-contracts';

export const leaderboardPeriods = ['week', 'month', 'all'] as const;
export type LeaderboardPeriod = (typeof leaderboardPeriods)[number];

/** The weekdays a week can start on across our languages. */
export const weekStarts = ['monday', 'saturday', 'sunday'] as const;
export type WeekStart = (typeof weekStarts)[number];

// CLDR's first day of the week for the regions our languages imply when no region is given
// (ar → Saturday as in most Arab countries; en → en-US; pt → pt-BR; hi and ne → India and
// Nepal), and the regions whose custom differs from their language's default.
const byLanguage: Readonly<Record<string, WeekStart>> = {
  ar: 'saturday',
  de: 'monday',
  en: 'sunday',
  es: 'monday',
  fr: 'monday',
  hi: 'sunday',
  ja: 'sunday',
  ko: 'sunday',
  ne: 'sunday',
  pt: 'sunday',
  ru: 'monday',
  tr: 'monday',
  zh: 'monday',
};
const sundayRegions = new Set(['US', 'CA', 'MX', 'BR', 'JP', 'KR', 'IN', 'IL', 'PH', 'TW', 'HK']);
const saturdayRegions = new Set([
  'EG',
  'SA',
  'AE',
  'QA',
  'KW',
  'BH',
  'OM',
  'JO',
  'IQ',
  'SY',
  'DZ',
  'LY',
  'SD',
]);
const mondayRegions = new Set([
  'GB',
  'IE',
  'AU',
  'NZ',
  'PT',
  'MA',
  'TN',
  'LB',
  'ES',
  'FR',
  'DE',
  'CN',
  'RU',
  'TR',
]);

/**
 * The first day of the week in the viewer's locale (a BCP 47 tag such as 'ar', 'en-US',
 * 'pt-PT'): the region decides when given, else the language; Monday (ISO) otherwise.
 * A table rather than Intl.Locale#weekInfo: runtimes still disagree on that API's name.
 */
export function weekStartFor(locale: string): WeekStart {
  const [language = '', ...rest] = locale.replace(/_/g, '-').split('-');
  const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part))?.toUpperCase();
  if (region && sundayRegions.has(region)) return 'sunday';
  if (region && saturdayRegions.has(region)) return 'saturday';
  if (region && mondayRegions.has(region)) return 'monday';
  return byLanguage[language.toLowerCase()] ?? 'monday';
}

const weekdayIndex: Readonly<Record<WeekStart, number>> = { sunday: 0, monday: 1, saturday: 6 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of the UTC day of `instant`. */
export const utcDay = (instant: Date): string => instant.toISOString().slice(0, 10);

/** The UTC day `days` after the day 'YYYY-MM-DD' (negative: before). */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** The first day of the week containing `day`. */
export function weekStartDay(day: string, weekStart: WeekStart): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday - weekdayIndex[weekStart] + 7) % 7));
}

export interface PeriodWindow {
  /** The key of the totals (twin of app.leaderboard_periods() in drizzle/0018_leaderboard.sql). */
  key: string;
  /** The period before it, for the change column; null for all time. */
  previousKey: string | null;
  /** First and last day (UTC, inclusive); null for all time. */
  from: string | null;
  to: string | null;
}

const withCategory = (key: string, category: JourneyCategory | undefined) =>
  category ? `${key}|${category}` : key;

/** The period containing `today` ('YYYY-MM-DD', UTC) as the board keys it. */
export function periodWindow(
  period: LeaderboardPeriod,
  today: string,
  weekStart: WeekStart,
  category?: JourneyCategory,
): PeriodWindow {
  if (period === 'all') {
    return { key: withCategory('all', category), previousKey: null, from: null, to: null };
  }
  if (period === 'week') {
    const from = weekStartDay(today, weekStart);
    return {
      key: withCategory(`w:${from}`, category),
      previousKey: withCategory(`w:${addDays(from, -7)}`, category),
      from,
      to: addDays(from, 6),
    };
  }
  const month = today.slice(0, 7);
  const from = `${month}-01`;
  const previousMonth = addDays(from, -1).slice(0, 7);
  const next = new Date(`${from}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return {
    key: withCategory(`m:${month}`, category),
    previousKey: withCategory(`m:${previousMonth}`, category),
    from,
    to: addDays(utcDay(next), -1),
  };
}
