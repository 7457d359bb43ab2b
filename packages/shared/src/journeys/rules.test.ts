import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayNumber,
  isCalendarDate,
  isDateRangeValid,
  localDate,
  weekStart,
} from './dates';
import { progressPercent } from './progress';
import type { JourneyStatus } from './common-contracts';
import { nextJourneyStatus } from './status';
import { computeStreak } from './streak';

describe('progressPercent', () => {
  it('rounds, but shows 100 only when everything is done and 0 only when nothing is', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(199, 200)).toBe(99);
    expect(progressPercent(1, 500)).toBe(1);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(5, 5)).toBe(100);
  });

  it('stays an integer from 0 to 100 that never falls as more steps are done', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(), (total, seed) => {
        const done = seed % (total + 1);
        const value = progressPercent(done, total);
        expect(Number.isInteger(value)).toBe(true);
        expect(value === 100).toBe(done === total);
        expect(value === 0).toBe(done === 0);
        if (done < total) expect(progressPercent(done + 1, total)).toBeGreaterThanOrEqual(value);
      }),
    );
  });
});

describe('calendar dates', () => {
  it('accepts only real dates written YYYY-MM-DD', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
  });

  it('lets a target equal the start but not come before it', () => {
    expect(isDateRangeValid('2026-05-01', '2026-05-01')).toBe(true);
    expect(isDateRangeValid('2026-05-02', '2026-05-01')).toBe(false);
    expect(isDateRangeValid(null, '2026-05-01')).toBe(true);
  });

  it('steps through days and weeks (Monday starts) without drifting', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: -400, max: 400 }),
        (day, n) => {
          const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
          expect(dayNumber(addDays(date, n)) - dayNumber(date)).toBe(n);
          const monday = weekStart(date);
          expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
          expect(dayNumber(date) - dayNumber(monday)).toBeLessThan(7);
        },
      ),
    );
  });

  it("takes the day of an instant in the person's zone", () => {
    const instant = '2026-03-08T23:30:00Z';
    expect(localDate(instant, 'UTC')).toBe('2026-03-08');
    expect(localDate(instant, 'Asia/Tokyo')).toBe('2026-03-09');
    expect(localDate(instant, 'America/Los_Angeles')).toBe('2026-03-08');
  });
});

describe('computeStreak', () => {
  it('counts consecutive local days up to today, or up to yesterday while today is still open', () => {
    const now = '2026-06-10T12:00:00Z';
    const at = (date: string) => `${date}T09:00:00Z`;
    expect(computeStreak([], 'UTC', now)).toEqual({ current: 0, longest: 0, lastActiveOn: null });
    expect(computeStreak([at('2026-06-08'), at('2026-06-09')], 'UTC', now)).toMatchObject({
      current: 2,
      longest: 2,
    });
    expect(
      computeStreak([at('2026-06-08'), at('2026-06-09'), at('2026-06-10')], 'UTC', now).current,
    ).toBe(3);
    // A day missed ends it; the longest run stays.
    expect(
      computeStreak(
        [at('2026-06-01'), at('2026-06-02'), at('2026-06-03'), at('2026-06-10')],
        'UTC',
        now,
      ),
    ).toEqual({ current: 1, longest: 3, lastActiveOn: '2026-06-10' });
    expect(computeStreak([at('2026-06-07')], 'UTC', now).current).toBe(0);
  });

  it('uses the calendar of the time zone, not UTC', () => {
    // 23:30 UTC on two days: in Tokyo these are the next mornings.
    const completions = ['2026-06-08T23:30:00Z', '2026-06-09T23:30:00Z'];
    const now = '2026-06-10T03:00:00Z'; // 12:00 in Tokyo on the 10th, 03:00 UTC on the 10th
    expect(computeStreak(completions, 'Asia/Tokyo', now)).toMatchObject({
      current: 2,
      lastActiveOn: '2026-06-10',
    });
    // In UTC the last completion (the 9th) was yesterday: still 2, last active the 9th.
    expect(computeStreak(completions, 'UTC', now)).toMatchObject({
      current: 2,
      lastActiveOn: '2026-06-09',
    });
    // In Honolulu (UTC-10) the two fall on the 8th and 9th, and it is still the 9th there.
    expect(computeStreak(completions, 'Pacific/Honolulu', now)).toMatchObject({
      current: 2,
      lastActiveOn: '2026-06-09',
    });
  });

  it('keeps a streak across a daylight-saving change (23- and 25-hour days)', () => {
    // New York springs forward on 8 March 2026 and falls back on 1 November 2026.
    // A tick at 23:30 local every evening: the UTC offset changes, the local day must not.
    const spring = ['2026-03-08T04:30:00Z', '2026-03-09T03:30:00Z', '2026-03-10T03:30:00Z'];
    expect(spring.map((i) => localDate(i, 'America/New_York'))).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ]);
    expect(computeStreak(spring, 'America/New_York', '2026-03-10T15:00:00Z')).toEqual({
      current: 3,
      longest: 3,
      lastActiveOn: '2026-03-09',
    });
    const autumn = ['2026-11-01T03:30:00Z', '2026-11-02T04:30:00Z', '2026-11-03T04:30:00Z'];
    expect(autumn.map((i) => localDate(i, 'America/New_York'))).toEqual([
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(computeStreak(autumn, 'America/New_York', '2026-11-03T12:00:00Z').current).toBe(3);
    // Read in UTC the same instants skip 8 March and 1 November (no streak of three).
    expect(computeStreak(spring, 'UTC', '2026-03-10T15:00:00Z').longest).toBe(3);
    expect(computeStreak(autumn, 'UTC', '2026-11-03T12:00:00Z').lastActiveOn).toBe('2026-11-03');
  });

  it('never counts more than the distinct days, whatever the zone', () => {
    const zones = [
      'UTC',
      'Asia/Kathmandu',
      'America/St_Johns',
      'Pacific/Kiritimati',
      'Europe/Berlin',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 60 * 86_400_000 }), { maxLength: 50 }),
        fc.constantFrom(...zones),
        (offsets, zone) => {
          const base = Date.UTC(2026, 0, 1);
          const instants = offsets.map((o) => base + o);
          const now = base + 61 * 86_400_000;
          const days = new Set(instants.map((i) => localDate(i, zone))).size;
          const { current, longest } = computeStreak(instants, zone, now);
          expect(longest).toBeLessThanOrEqual(days);
          expect(current).toBeLessThanOrEqual(longest);
        },
      ),
    );
  });
});

describe('nextJourneyStatus', () => {
  const afterSteps = (previous: JourneyStatus, total: number, done: number) =>
    nextJourneyStatus({ previous, steps: { total, done } }).status;

  it('follows the steps: completes, reopens and starts journeys, and leaves archived ones alone', () => {
    expect(afterSteps('active', 3, 3)).toBe('completed');
    expect(afterSteps('completed', 4, 3)).toBe('active');
    expect(afterSteps('planned', 3, 1)).toBe('active');
    expect(afterSteps('planned', 3, 0)).toBe('planned');
    expect(afterSteps('archived', 3, 3)).toBe('archived');
    // A journey completed by hand with no steps stays completed.
    expect(afterSteps('completed', 0, 0)).toBe('completed');
  });

  it('lets a status the owner changes on purpose win over the steps of the same write', () => {
    expect(
      nextJourneyStatus({
        previous: 'active',
        requested: 'completed',
        steps: { total: 3, done: 1 },
      }),
    ).toEqual({ status: 'completed', completes: true, reopens: false });
    expect(
      nextJourneyStatus({
        previous: 'completed',
        requested: 'active',
        steps: { total: 2, done: 2 },
      }),
    ).toEqual({ status: 'active', completes: false, reopens: true });
    expect(
      nextJourneyStatus({
        previous: 'active',
        requested: 'archived',
        steps: { total: 2, done: 2 },
      }),
    ).toEqual({ status: 'archived', completes: false, reopens: false });
  });

  it('treats the status a journey already has as no request: the steps decide', () => {
    expect(
      nextJourneyStatus({
        previous: 'completed',
        requested: 'completed',
        steps: { total: 3, done: 2 },
      }),
    ).toEqual({ status: 'active', completes: false, reopens: true });
    expect(
      nextJourneyStatus({ previous: 'active', requested: 'active', steps: { total: 2, done: 2 } }),
    ).toEqual({ status: 'completed', completes: true, reopens: false });
  });

  it('keeps the status when nothing is asked and the steps did not change', () => {
    expect(nextJourneyStatus({ previous: 'planned' })).toEqual({
      status: 'planned',
      completes: false,
      reopens: false,
    });
    expect(nextJourneyStatus({ previous: 'completed', requested: 'completed' }).completes).toBe(
      false,
    );
  });

  it('completes only on the way into completed and reopens only on the way out, whatever the input', () => {
    const status = fc.constantFrom<JourneyStatus>('planned', 'active', 'completed', 'archived');
    fc.assert(
      fc.property(
        status,
        fc.option(status, { nil: undefined }),
        fc.option(
          fc
            .nat({ max: 50 })
            .chain((total) => fc.nat({ max: total }).map((done) => ({ total, done }))),
          { nil: undefined },
        ),
        (previous, requested, steps) => {
          const outcome = nextJourneyStatus({ previous, requested, steps });
          expect(outcome.completes).toBe(
            outcome.status === 'completed' && previous !== 'completed',
          );
          expect(outcome.reopens).toBe(outcome.status !== 'completed' && previous === 'completed');
          if (requested !== undefined && requested !== previous) {
            expect(outcome.status).toBe(requested);
          }
        },
      ),
    );
  });
});
