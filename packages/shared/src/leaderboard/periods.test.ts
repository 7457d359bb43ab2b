import { describe, expect, it } from 'vitest';
import { addDays, periodWindow, weekStartDay, weekStartFor } from './periods';

describe('weekStartFor', () => {
  it('follows the locale: Saturday in Arabic, Sunday in US English, Monday in most of Europe', () => {
    expect(weekStartFor('ar')).toBe('saturday');
    expect(weekStartFor('en-US')).toBe('sunday');
    expect(weekStartFor('en')).toBe('sunday');
    expect(weekStartFor('en-GB')).toBe('monday');
    for (const locale of ['de', 'fr', 'es', 'ru', 'tr', 'de-AT']) {
      expect(weekStartFor(locale)).toBe('monday');
    }
    expect(weekStartFor('pt-BR')).toBe('sunday');
    expect(weekStartFor('pt-PT')).toBe('monday');
    expect(weekStartFor('ja')).toBe('sunday');
    expect(weekStartFor('ar-MA')).toBe('monday');
    expect(weekStartFor('xx')).toBe('monday');
  });
});

describe('weekStartDay', () => {
  // 2026-11-24 is a Tuesday.
  it('walks back to the first day of the week', () => {
    expect(weekStartDay('2026-11-24', 'monday')).toBe('2026-11-23');
    expect(weekStartDay('2026-11-24', 'sunday')).toBe('2026-11-22');
    expect(weekStartDay('2026-11-24', 'saturday')).toBe('2026-11-21');
    // A first day is its own week's start.
    expect(weekStartDay('2026-11-21', 'saturday')).toBe('2026-11-21');
    expect(weekStartDay('2026-11-22', 'monday')).toBe('2026-11-16');
  });
});

describe('periodWindow', () => {
  it('keys weeks by their first day, with the week before as the previous period', () => {
    expect(periodWindow('week', '2026-11-24', 'saturday')).toEqual({
      key: 'w:2026-11-21',
      previousKey: 'w:2026-11-14',
      from: '2026-11-21',
      to: '2026-11-27',
    });
  });

  it('keys months, across a year boundary', () => {
    expect(periodWindow('month', '2026-01-31', 'monday')).toEqual({
      key: 'm:2026-01',
      previousKey: 'm:2025-12',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(periodWindow('month', '2028-02-10', 'monday').to).toBe('2028-02-29');
  });

  it('has no previous period for all time, and suffixes a category', () => {
    expect(periodWindow('all', '2026-11-24', 'monday', 'fitness')).toEqual({
      key: 'all|fitness',
      previousKey: null,
      from: null,
      to: null,
    });
    expect(periodWindow('week', '2026-11-24', 'monday', 'travel').previousKey).toBe(
      'w:2026-11-16|travel',
    );
  });

  it('adds days across months', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
