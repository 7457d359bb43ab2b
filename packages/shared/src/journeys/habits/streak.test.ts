import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayNumber } from '../dates';
import { computeHabitStreak, periodOf, requiredIn, type HabitStreakInput } from './streak';
import { pausedDays } from './pauses';

const daily = { times: 1, per: 'day' } as const;
const marks = (input: HabitStreakInput) => computeHabitStreak(input).periods.map((p) => p.mark);
const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => addDays(from, i));

describe('periodOf', () => {
  it('gives Monday-to-Sunday weeks and calendar months', () => {
    // 2026-03-04 is a Wednesday.
    expect(periodOf('week', '2026-03-04')).toEqual({ start: '2026-03-02', end: '2026-03-08' });
    expect(periodOf('week', '2026-03-08')).toEqual({ start: '2026-03-02', end: '2026-03-08' });
    expect(periodOf('month', '2024-02-10')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(periodOf('month', '2026-12-31')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(periodOf('day', '2026-01-01')).toEqual({ start: '2026-01-01', end: '2026-01-01' });
  });
});

describe('requiredIn', () => {
  const paused = pausedDays([{ from: '2026-03-02', until: '2026-03-03' }]);
  it('scales the count by the unpaused share of the period, to the nearest whole', () => {
    expect(requiredIn(3, '2026-03-09', '2026-03-15', paused)).toBe(3);
    // 3 × 5/7 = 2.14
    expect(requiredIn(3, '2026-03-02', '2026-03-08', paused)).toBe(2);
    expect(requiredIn(1, '2026-03-02', '2026-03-02', paused)).toBe(0);
    const most = pausedDays([{ from: '2026-03-02', until: '2026-03-07' }]);
    // 3 × 1/7 = 0.43: nothing left to ask, the week is paused.
    expect(requiredIn(3, '2026-03-02', '2026-03-08', most)).toBe(0);
  });
});

describe('computeHabitStreak', () => {
  it('counts days met, and today without a check-in is open, not missed', () => {
    const streak = computeHabitStreak({
      schedule: daily,
      checkins: ['2026-03-01', '2026-03-02', '2026-03-03'],
      pauses: [],
      today: '2026-03-04',
    });
    expect(streak.current).toBe(3);
    expect(streak.best).toBe(3);
    expect(streak.periods.map((p) => p.mark)).toEqual(['met', 'met', 'met', 'open']);
  });

  it('breaks on a missed day with no freeze, and keeps the best run', () => {
    const streak = computeHabitStreak({
      schedule: daily,
      checkins: ['2026-03-01', '2026-03-02', '2026-03-04'],
      pauses: [],
      today: '2026-03-04',
    });
    expect(streak).toMatchObject({ current: 1, best: 2, freezes: 0 });
    expect(streak.periods.map((p) => p.mark)).toEqual(['met', 'met', 'missed', 'met']);
  });

  it('keeps the streak through a holiday: paused days neither break nor extend it', () => {
    const input: HabitStreakInput = {
      schedule: daily,
      checkins: [...days('2026-07-01', 3), ...days('2026-07-11', 2)],
      pauses: [{ from: '2026-07-04', until: '2026-07-10' }],
      today: '2026-07-12',
    };
    const streak = computeHabitStreak(input);
    expect(streak.current).toBe(5);
    expect(marks(input)).toEqual([
      ...Array<string>(3).fill('met'),
      ...Array<string>(7).fill('paused'),
      'met',
      'met',
    ]);
  });

  it('ignores check-ins on paused days', () => {
    const streak = computeHabitStreak({
      schedule: daily,
      checkins: ['2026-07-01', '2026-07-02', '2026-07-03'],
      pauses: [{ from: '2026-07-02', until: '2026-07-02' }],
      today: '2026-07-03',
    });
    expect(streak.current).toBe(2);
    expect(streak.periods.map((p) => p.mark)).toEqual(['met', 'paused', 'met']);
  });

  it('earns a freeze every 4 periods met and spends it on a missed one', () => {
    const streak = computeHabitStreak({
      schedule: daily,
      checkins: [...days('2026-03-01', 4), '2026-03-06', '2026-03-07'],
      pauses: [],
      today: '2026-03-07',
    });
    expect(streak.periods.map((p) => p.mark)).toEqual([
      'met',
      'met',
      'met',
      'met',
      'frozen',
      'met',
      'met',
    ]);
    // The frozen day carries the streak without counting in it.
    expect(streak).toMatchObject({ current: 6, best: 6, freezes: 0 });
  });

  it('holds at most two freezes', () => {
    const streak = computeHabitStreak({
      schedule: daily,
      checkins: days('2026-03-01', 12),
      pauses: [],
      today: '2026-03-12',
    });
    expect(streak).toMatchObject({ current: 12, freezes: 2 });
    const after = computeHabitStreak({
      schedule: daily,
      checkins: days('2026-03-01', 12),
      pauses: [],
      today: '2026-03-16',
    });
    // 13, 14 frozen; 15 missed (no freeze left); 16 open.
    expect(after.periods.slice(12).map((p) => p.mark)).toEqual([
      'frozen',
      'frozen',
      'missed',
      'open',
    ]);
    expect(after).toMatchObject({ current: 0, best: 12, freezes: 0 });
  });

  it('counts weeks by Monday and needs `times` check-ins in each, fewer when partly paused', () => {
    const input: HabitStreakInput = {
      schedule: { times: 3, per: 'week' },
      checkins: [
        // Week of 2 March: three.
        '2026-03-02',
        '2026-03-04',
        '2026-03-08',
        // Week of 9 March: two, but 10-11 March are paused: 3 × 5/7 rounds to 2.
        '2026-03-09',
        '2026-03-13',
        // Week of 16 March: one so far, and today is its Wednesday.
        '2026-03-16',
      ],
      pauses: [{ from: '2026-03-10', until: '2026-03-11' }],
      today: '2026-03-18',
    };
    const streak = computeHabitStreak(input);
    expect(streak.periods).toEqual([
      { start: '2026-03-02', end: '2026-03-08', count: 3, required: 3, mark: 'met' },
      { start: '2026-03-09', end: '2026-03-15', count: 2, required: 2, mark: 'met' },
      { start: '2026-03-16', end: '2026-03-22', count: 1, required: 3, mark: 'open' },
    ]);
    expect(streak.current).toBe(2);
  });

  it('counts calendar months', () => {
    const streak = computeHabitStreak({
      schedule: { times: 2, per: 'month' },
      checkins: ['2026-01-05', '2026-01-30', '2026-02-01', '2026-03-03', '2026-03-04'],
      pauses: [],
      today: '2026-04-02',
    });
    expect(streak.periods.map((p) => [p.start, p.count, p.mark])).toEqual([
      ['2026-01-01', 2, 'met'],
      ['2026-02-01', 1, 'missed'],
      ['2026-03-01', 2, 'met'],
      ['2026-04-01', 0, 'open'],
    ]);
    expect(streak).toMatchObject({ current: 1, best: 1 });
  });

  it('begins at the step start, or at an earlier (imported) check-in', () => {
    expect(
      marks({
        schedule: daily,
        checkins: [],
        pauses: [],
        today: '2026-03-03',
        startedOn: '2026-03-01',
      }),
    ).toEqual(['missed', 'missed', 'open']);
    expect(
      marks({
        schedule: daily,
        checkins: ['2026-02-28'],
        pauses: [],
        today: '2026-03-01',
        startedOn: '2026-03-01',
      }),
    ).toEqual(['met', 'open']);
    expect(
      computeHabitStreak({ schedule: daily, checkins: [], pauses: [], today: '2026-03-01' }),
    ).toEqual({ current: 0, best: 0, freezes: 0, periods: [] });
  });

  it('ignores check-ins after today and a start in the future', () => {
    const streak = computeHabitStreak({
      schedule: daily,
      checkins: ['2026-03-01', '2026-03-05'],
      pauses: [],
      today: '2026-03-01',
      startedOn: '2026-03-04',
    });
    expect(streak.periods).toHaveLength(1);
    expect(streak.current).toBe(1);
  });
});

// ——— properties ———

const dayArb = fc.integer({ min: 0, max: 120 }).map((n) => addDays('2026-01-01', n));
const scheduleArb = fc.oneof(
  fc.record({ times: fc.integer({ min: 1, max: 3 }), per: fc.constant('day' as const) }),
  fc.record({ times: fc.integer({ min: 1, max: 7 }), per: fc.constant('week' as const) }),
  fc.record({ times: fc.integer({ min: 1, max: 10 }), per: fc.constant('month' as const) }),
);
const pauseArb = fc
  .tuple(dayArb, fc.integer({ min: 0, max: 20 }))
  .map(([from, length]) => ({ from, until: addDays(from, length) }));
const inputArb = fc.record({
  schedule: scheduleArb,
  checkins: fc.array(dayArb, { maxLength: 80 }),
  pauses: fc.array(pauseArb, { maxLength: 3 }),
  today: dayArb,
  startedOn: fc.option(dayArb, { nil: undefined }),
});

describe('computeHabitStreak properties', () => {
  it('walks contiguous periods up to the one holding today, only that one open', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { periods, current, best, freezes } = computeHabitStreak(input);
        expect(current).toBeLessThanOrEqual(best);
        expect(freezes).toBeGreaterThanOrEqual(0);
        expect(freezes).toBeLessThanOrEqual(2);
        if (periods.length === 0) return;
        const last = periods.at(-1)!;
        expect(last.start <= input.today && input.today <= last.end).toBe(true);
        for (let i = 1; i < periods.length; i++) {
          expect(dayNumber(periods[i]!.start)).toBe(dayNumber(periods[i - 1]!.end) + 1);
        }
        periods.slice(0, -1).forEach((p) => expect(p.mark).not.toBe('open'));
        // Met periods are those reaching their requirement; the current count never exceeds them.
        const met = periods.filter((p) => p.mark === 'met');
        met.forEach((p) => expect(p.count).toBeGreaterThanOrEqual(p.required));
        expect(current).toBeLessThanOrEqual(met.length);
        periods.filter((p) => p.mark === 'paused').forEach((p) => expect(p.required).toBe(0));
      }),
    );
  });

  it('does not depend on the order of the check-ins', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const reversed = { ...input, checkins: [...input.checkins].reverse() };
        expect(computeHabitStreak(reversed)).toEqual(computeHabitStreak(input));
      }),
    );
  });

  it('a pause over the whole history leaves nothing but paused periods and no streak', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const streak = computeHabitStreak({
          ...input,
          pauses: [{ from: '2025-12-01', until: '2026-06-30' }],
        });
        expect(streak.current).toBe(0);
        expect(streak.periods.every((p) => p.mark === 'paused')).toBe(true);
      }),
    );
  });

  it('a daily habit kept every day has a streak of every day and the freezes it earned', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (n) => {
        const checkins = days('2026-01-01', n);
        const streak = computeHabitStreak({
          schedule: daily,
          checkins,
          pauses: [],
          today: checkins.at(-1)!,
        });
        expect(streak).toMatchObject({
          current: n,
          best: n,
          freezes: Math.min(2, Math.floor(n / 4)),
        });
      }),
    );
  });

  it('a check-in more today never lowers the current streak', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const before = computeHabitStreak(input).current;
        const after = computeHabitStreak({
          ...input,
          checkins: [...input.checkins, input.today],
        }).current;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });
});
