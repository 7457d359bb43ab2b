import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRelativeTime,
  formatTime,
  type FormatPreferences,
} from '@/lib/format/formatters';

// 20:30 UTC on 5 March: already 6 March in Kathmandu (+05:45) and Seoul (+09:00).
const moment = new Date('2026-03-05T20:30:00Z');

const prefs = (overrides: Partial<FormatPreferences>): FormatPreferences => ({
  language: 'en',
  timeZone: 'UTC',
  currency: null,
  dateFormat: 'auto',
  ...overrides,
});

describe('formatDate', () => {
  it.each([
    ['dd/mm/yyyy', '05/03/2026'],
    ['mm/dd/yyyy', '03/05/2026'],
    ['yyyy-mm-dd', '2026-03-05'],
    ['d mmm yyyy', '5 Mar 2026'],
    ['auto', 'Mar 5, 2026'],
  ] as const)('writes %s as %s', (dateFormat, expected) => {
    expect(formatDate(moment, prefs({ dateFormat }))).toBe(expected);
  });

  it('uses Arabic-Indic digits in Arabic, in Cairo time', () => {
    const arabic = prefs({ language: 'ar', timeZone: 'Africa/Cairo' });
    expect(formatDate(moment, { ...arabic, dateFormat: 'yyyy-mm-dd' })).toBe('٢٠٢٦-٠٣-٠٥');
    expect(formatDate(moment, { ...arabic, dateFormat: 'd mmm yyyy' })).toBe('٥ مارس ٢٠٢٦');
    // Cairo is UTC+2 in March: 22:30.
    expect(formatTime(moment, arabic)).toMatch(/١٠:٣٠/);
  });

  it('crosses midnight into 6 March in Kathmandu (+05:45), with Devanagari digits', () => {
    const nepali = prefs({ language: 'ne', timeZone: 'Asia/Kathmandu', dateFormat: 'dd/mm/yyyy' });
    expect(formatDate(moment, nepali)).toBe('०६/०३/२०२६');
    expect(formatTime(moment, nepali)).toMatch(/०२:१५/);
  });

  it('writes Korean dates in Seoul time', () => {
    const korean = prefs({ language: 'ko', timeZone: 'Asia/Seoul' });
    expect(formatDate(moment, korean)).toBe('2026. 3. 6.');
    expect(formatDate(moment, { ...korean, dateFormat: 'yyyy-mm-dd' })).toBe('2026-03-06');
    expect(formatTime(moment, korean)).toMatch(/5:30/);
  });

  it('accepts ISO strings and timestamps as well as dates', () => {
    const iso = prefs({ dateFormat: 'yyyy-mm-dd' });
    expect(formatDate('2026-03-05T20:30:00Z', iso)).toBe('2026-03-05');
    expect(formatDate(moment.getTime(), iso)).toBe('2026-03-05');
  });
});

describe('formatDateTime', () => {
  it('joins the chosen date format and the time', () => {
    expect(formatDateTime(moment, prefs({ dateFormat: 'dd/mm/yyyy' }))).toBe('05/03/2026 8:30 PM');
    expect(formatDateTime(moment, prefs({}))).toBe('Mar 5, 2026, 8:30 PM');
  });
});

describe('formatNumber and formatCurrency', () => {
  it('groups digits the language’s way', () => {
    expect(formatNumber(1234567.5, prefs({}))).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, prefs({ language: 'ne' }))).toBe('१२,३४,५६७.५');
    expect(formatNumber(1234.5, prefs({ language: 'ar' }))).toBe('١٬٢٣٤٫٥');
  });

  it('writes each currency with its own decimals and symbol', () => {
    const english = prefs({});
    expect(formatCurrency(10, english, 'USD')).toBe('$10.00');
    expect(formatCurrency(1234.5, english, 'KRW')).toBe('₩1,235');
    expect(formatCurrency(1234.5, english, 'NPR')).toBe('NPR\u00a01,234.50');
    expect(formatCurrency(1234.5, prefs({ language: 'ne' }), 'NPR')).toContain('१,२३४.५०');
    expect(formatCurrency(1234.5, prefs({ language: 'ar' }), 'EGP')).toContain('١٬٢٣٤٫٥٠');
    expect(formatCurrency(1234.5, prefs({ language: 'ko' }), 'KRW')).toBe('₩1,235');
  });

  it('falls back to the preferred currency, then to US dollars', () => {
    expect(formatCurrency(5, prefs({ currency: 'EGP' }))).toBe('EGP\u00a05.00');
    expect(formatCurrency(5, prefs({}))).toBe('$5.00');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-03-05T12:00:00Z');
  it('picks the largest unit that fits', () => {
    const english = prefs({});
    expect(formatRelativeTime(new Date('2026-03-05T09:00:00Z'), english, now)).toBe('3 hours ago');
    expect(formatRelativeTime(new Date('2026-03-04T12:00:00Z'), english, now)).toBe('yesterday');
    expect(formatRelativeTime(new Date('2026-03-05T12:00:30Z'), english, now)).toBe(
      'in 30 seconds',
    );
    expect(formatRelativeTime(new Date('2025-03-05T12:00:00Z'), english, now)).toBe('last year');
  });

  it('speaks the interface language', () => {
    const threeHoursAgo = new Date('2026-03-05T09:00:00Z');
    expect(formatRelativeTime(threeHoursAgo, prefs({ language: 'ko' }), now)).toBe('3시간 전');
    expect(formatRelativeTime(threeHoursAgo, prefs({ language: 'ar' }), now)).toBe('قبل ٣ ساعات');
  });
});
