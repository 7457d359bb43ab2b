import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../journeys/dates';
import { journeyPace } from '../journeys/pace';
import { forecastJourney, weeklyAmounts, weeklyRates, type ForecastInput } from './forecast';

// Paused days (issue 34) are left out of the time the forecast and the pace measure.
const now = '2026-11-24T12:00:00.000Z';
const today = '2026-11-24';
const at = (date: string) => `${date}T10:00:00.000Z`;
const base: ForecastInput = {
  completions: [],
  stepCount: 20,
  startedOn: '2026-09-01',
  targetDate: null,
  timeZone: 'UTC',
  now,
};
// One a week, but none in the last two weeks: a fortnight's holiday.
const beforeHoliday = Array.from({ length: 6 }, (_, i) => at(addDays(today, -14 - i * 7)));
const holiday = [{ from: addDays(today, -13), until: today }];

describe('the forecast and the pace with a pause', () => {
  it("measures a target's amounts in the weeks before a holiday the same way", () => {
    // 5 km a week, then a fortnight's holiday: the weeks measured are the ones before it.
    const entries = Array.from({ length: 6 }, (_, i) => ({
      occurredOn: addDays(today, -14 - i * 7),
      amount: 5,
    }));
    expect(weeklyAmounts(entries, base.startedOn, today, 8)).toEqual([0, 0, 5, 5, 5, 5, 5, 5]);
    expect(weeklyAmounts(entries, base.startedOn, today, 8, holiday)).toEqual([
      5, 5, 5, 5, 5, 5, 0, 0,
    ]);
  });

  it('measures the weeks before a holiday as if the holiday had not been', () => {
    expect(weeklyRates(beforeHoliday, base.startedOn, today, 'UTC', 8)).toEqual([
      0, 0, 1, 1, 1, 1, 1, 1,
    ]);
    expect(weeklyRates(beforeHoliday, base.startedOn, today, 'UTC', 8, holiday)).toEqual([
      1, 1, 1, 1, 1, 1, 0, 0,
    ]);
    const without = forecastJourney({ ...base, completions: beforeHoliday });
    const paused = forecastJourney({ ...base, completions: beforeHoliday, pauses: holiday });
    expect(without.perWeek).toBe(0.8);
    expect(paused.perWeek).toBe(0.8);
    // The rate no longer counts two empty weeks: the spread narrows to what was really done.
    const steady = Array.from({ length: 8 }, (_, i) => at(addDays(today, -14 - i * 7)));
    expect(forecastJourney({ ...base, completions: steady, pauses: holiday }).perWeek).toBe(1);
    expect(forecastJourney({ ...base, completions: steady }).perWeek).toBe(0.8);
  });

  it('counts a step done on a paused day in the week around it', () => {
    const rates = weeklyRates([at(addDays(today, -3))], base.startedOn, today, 'UTC', 2, holiday);
    expect(rates).toEqual([1, 0]);
  });

  it('keeps the pace of the weeks before a holiday', () => {
    const done = Array.from({ length: 4 }, (_, i) => at(addDays(today, -14 - i * 7)));
    expect(journeyPace({ ...base, completions: done }).perWeek).toBe(0.5);
    const pace = journeyPace({ ...base, completions: done, pauses: holiday });
    expect(pace.perWeek).toBe(1);
    expect(pace.since).toBe(addDays(today, -14 - 27));
  });

  it('changes nothing without pauses, or with pauses before the window', () => {
    const dayArb = fc.integer({ min: 0, max: 80 }).map((n) => at(addDays(today, -n)));
    fc.assert(
      fc.property(fc.array(dayArb, { maxLength: 30 }), (completions) => {
        const input = { ...base, completions };
        const old = [{ from: '2026-01-01', until: '2026-02-01' }];
        expect(forecastJourney({ ...input, pauses: [] })).toEqual(forecastJourney(input));
        expect(forecastJourney({ ...input, pauses: old })).toEqual(forecastJourney(input));
        expect(journeyPace({ ...input, pauses: old })).toEqual(journeyPace(input));
      }),
    );
  });
});
