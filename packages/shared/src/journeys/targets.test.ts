import { describe, expect, it } from 'vitest';
import { forecastTarget, weeklyAmounts } from '../insights/forecast';
import { entryCreateSchema, latestCalendarDate, targetInputSchema } from './entry-contracts';
import { journeyCreateSchema } from './journey-contracts';
import { journeyProgressPercent, targetProgressPercent } from './progress';

describe('targetProgressPercent', () => {
  it('is min(100, logged / value × 100), rounded without reaching 0 or 100 early', () => {
    expect(targetProgressPercent(12.5, 100)).toBe(13);
    expect(targetProgressPercent(42.75, 100)).toBe(43);
    expect(targetProgressPercent(0, 100)).toBe(0);
    expect(targetProgressPercent(0.2, 100)).toBe(1);
    expect(targetProgressPercent(99.6, 100)).toBe(99);
    expect(targetProgressPercent(100, 100)).toBe(100);
    expect(targetProgressPercent(250, 100)).toBe(100);
  });

  it('reads 0 for a target it cannot measure against', () => {
    expect(targetProgressPercent(5, 0)).toBe(0);
    expect(targetProgressPercent(5, -1)).toBe(0);
    expect(targetProgressPercent(Number.NaN, 10)).toBe(0);
  });

  it('is the target’s where there is one, else the steps’', () => {
    const steps = { stepCount: 4, completedStepCount: 1 };
    expect(journeyProgressPercent({ ...steps, target: null })).toBe(25);
    expect(journeyProgressPercent({ ...steps, target: { value: 10, logged: 9 } })).toBe(90);
  });
});

describe('target and entry contracts', () => {
  it('trims the unit and rounds amounts to cents', () => {
    expect(targetInputSchema.parse({ value: 100.004, unit: '  km ' })).toEqual({
      value: 100,
      unit: 'km',
    });
    expect(entryCreateSchema.parse({ amount: 12.345 })).toEqual({ amount: 12.35 });
  });

  it('refuses a unit over 20 characters, a value of 0 or less, and half a target', () => {
    const message = (input: unknown) =>
      journeyCreateSchema.safeParse({ title: 'Run', target: input }).error?.issues[0]?.message;
    expect(message({ value: 1, unit: 'x'.repeat(21) })).toBe('Unit must be at most 20 characters');
    expect(message({ value: 0, unit: 'km' })).toBe('Target must be more than 0');
    expect(message({ value: -3, unit: 'km' })).toBe('Target must be more than 0');
    expect(message({ unit: 'km' })).toBe('Target must be a number');
    expect(journeyCreateSchema.safeParse({ title: 'Run', target: null }).success).toBe(true);
  });

  it('refuses amounts of 0 or less and dates after the latest day on Earth', () => {
    const message = (input: unknown) =>
      entryCreateSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ amount: 0 })).toBe('Amount must be more than 0');
    expect(message({ amount: -1 })).toBe('Amount must be more than 0');
    expect(message({ amount: 0.001 })).toBe('Amount must be at least 0.01');
    const tooLate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(message({ amount: 1, occurredOn: tooLate })).toBe('The date cannot be in the future');
  });

  it('takes the latest day anywhere as UTC+14', () => {
    expect(latestCalendarDate(Date.parse('2025-05-03T09:59:00Z'))).toBe('2025-05-03');
    expect(latestCalendarDate(Date.parse('2025-05-03T10:00:00Z'))).toBe('2025-05-04');
  });
});

describe('forecastTarget', () => {
  const now = Date.parse('2025-05-28T12:00:00Z');
  const base = { startedOn: '2025-04-01', timeZone: 'UTC', now, weeks: 4 };

  it('sums the amounts of each week, the newest week first', () => {
    expect(
      weeklyAmounts(
        [
          { occurredOn: '2025-05-28', amount: 5 },
          { occurredOn: '2025-05-22', amount: 2.5 },
          { occurredOn: '2025-05-21', amount: 10 },
        ],
        '2025-04-01',
        '2025-05-28',
        4,
      ),
    ).toEqual([7.5, 10, 0, 0]);
  });

  it('projects the finish from the amount logged a week toward what is left', () => {
    // 10 km a week for four weeks: 60 km left take six weeks.
    const entries = [0, 7, 14, 21].map((back) => ({
      occurredOn: new Date(now - back * 86_400_000).toISOString().slice(0, 10),
      amount: 10,
    }));
    const forecast = forecastTarget({ ...base, entries, value: 100, logged: 40, targetDate: null });
    expect(forecast).toMatchObject({
      verdict: 'noTarget',
      perWeek: 10,
      remaining: 60,
      expected: '2025-07-09',
    });
    const late = forecastTarget({
      ...base,
      entries,
      value: 100,
      logged: 40,
      targetDate: '2025-06-30',
    });
    expect(late.verdict).toBe('behind');
    expect(late.extraPerWeek).toBe(3);
  });

  it('is done at the target, and stalled with nothing logged lately', () => {
    expect(
      forecastTarget({ ...base, entries: [], value: 10, logged: 12, targetDate: null }).verdict,
    ).toBe('done');
    expect(
      forecastTarget({ ...base, entries: [], value: 10, logged: 2, targetDate: null }).verdict,
    ).toBe('stalled');
  });
});
