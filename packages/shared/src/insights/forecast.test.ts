import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayNumber } from '../journeys/dates';
import { forecastJourney, weeklyRates, type ForecastInput } from './forecast';

const now = '2026-11-24T12:00:00.000Z';
const today = '2026-11-24';
const at = (date: string) => `${date}T10:00:00.000Z`;
const base: ForecastInput = {
  completions: [],
  stepCount: 10,
  startedOn: '2026-09-01',
  targetDate: '2026-12-31',
  timeZone: 'UTC',
  now,
};
/** One completion every `every` days back from today, `count` of them. */
const steady = (count: number, every: number) =>
  Array.from({ length: count }, (_, i) => at(addDays(today, -i * every)));

describe('forecastJourney on fixed data', () => {
  it('has nothing to forecast for a journey with no steps', () => {
    expect(forecastJourney({ ...base, stepCount: 0 })).toEqual({
      verdict: 'noSteps',
      perWeek: 0,
      remaining: 0,
      expected: null,
      earliest: null,
      latest: null,
      daysLate: null,
      extraPerWeek: null,
    });
  });

  it('says done when every step is done', () => {
    const forecast = forecastJourney({ ...base, stepCount: 3, completions: steady(3, 2) });
    expect(forecast.verdict).toBe('done');
    expect(forecast.remaining).toBe(0);
    expect(forecast.expected).toBeNull();
    expect(forecast.extraPerWeek).toBe(0);
  });

  it('is stalled with nothing done lately, and says how many steps a week would make it', () => {
    const forecast = forecastJourney({ ...base, completions: [at('2026-06-01')] });
    expect(forecast.verdict).toBe('stalled');
    // 9 steps in the 37 days to 31 December: 1.7 a week, so 2.
    expect(forecast.extraPerWeek).toBe(2);
  });

  it('projects the finish from a steady rate of one step a week, with a range', () => {
    // One a week for eight weeks: mean 1, no spread. 10 − 8 = 2 left take 14 days.
    const forecast = forecastJourney({ ...base, completions: steady(8, 7) });
    expect(forecast.perWeek).toBe(1);
    expect(forecast.expected).toBe('2026-12-08');
    expect(forecast.earliest).toBe('2026-12-08');
    expect(forecast.latest).toBe('2026-12-08');
    expect(forecast.verdict).toBe('onTrack');
    expect(forecast.daysLate).toBe(-23);
    expect(forecast.extraPerWeek).toBe(0);
  });

  it('is behind when the pace misses the target, and names the extra steps a week', () => {
    // 20 steps, 4 done one a week over the last 4 weeks of an 4-week-old journey: 16 left
    // at 1 a week is 112 days, past a target 30 days away.
    const forecast = forecastJourney({
      ...base,
      stepCount: 20,
      startedOn: addDays(today, -27),
      targetDate: addDays(today, 30),
      completions: steady(4, 7),
    });
    expect(forecast.verdict).toBe('behind');
    expect(forecast.expected).toBe(addDays(today, 112));
    expect(forecast.daysLate).toBe(82);
    // 16 steps in 30 days needs 3.73 a week: 3 more than the 1 done now.
    expect(forecast.extraPerWeek).toBe(3);
  });

  it('widens the range when the weeks are uneven', () => {
    const completions = [...steady(4, 0), ...steady(1, 14).map(() => at(addDays(today, -21)))];
    const forecast = forecastJourney({
      ...base,
      stepCount: 30,
      startedOn: addDays(today, -27),
      completions,
    });
    expect(forecast.earliest! < forecast.expected!).toBe(true);
    expect(forecast.latest! > forecast.expected!).toBe(true);
  });

  it('is overdue once the target has passed with steps left', () => {
    const forecast = forecastJourney({
      ...base,
      targetDate: '2026-11-01',
      completions: steady(2, 3),
    });
    expect(forecast.verdict).toBe('overdue');
    expect(forecast.daysLate).toBeGreaterThan(0);
    expect(forecast.extraPerWeek).toBeNull();
  });

  it('counts days in the person’s time zone', () => {
    // 23:30 UTC on the 23rd is already the 24th in Tokyo: this week's bucket either way,
    // but a completion at 23:30 UTC today is tomorrow in Tokyo and not counted yet.
    expect(weeklyRates(['2026-11-24T23:30:00Z'], '2026-01-01', today, 'Asia/Tokyo', 2)).toEqual([
      0, 0,
    ]);
    expect(weeklyRates(['2026-11-24T23:30:00Z'], '2026-01-01', today, 'UTC', 2)).toEqual([1, 0]);
  });
});

describe('forecastJourney properties', () => {
  const input = fc.record({
    stepCount: fc.integer({ min: 0, max: 60 }),
    done: fc.array(fc.integer({ min: 0, max: 120 }), { maxLength: 60 }),
    age: fc.integer({ min: 0, max: 200 }),
    target: fc.option(fc.integer({ min: -30, max: 200 }), { nil: null }),
  });
  interface Raw {
    stepCount: number;
    done: number[];
    age: number;
    target: number | null;
  }
  const build = ({ stepCount, done, age, target }: Raw): ForecastInput => ({
    ...base,
    stepCount,
    completions: done.slice(0, stepCount).map((back) => at(addDays(today, -back))),
    startedOn: addDays(today, -age),
    targetDate: target === null ? null : addDays(today, target),
  });

  it('keeps earliest ≤ expected ≤ latest, all after today', () => {
    fc.assert(
      fc.property(input, (raw) => {
        const f = forecastJourney(build(raw));
        if (f.expected === null) return;
        expect(f.earliest! <= f.expected).toBe(true);
        expect(f.expected <= f.latest!).toBe(true);
        expect(f.earliest! > today).toBe(true);
      }),
    );
  });

  it('is on track exactly when no extra step a week is needed', () => {
    fc.assert(
      fc.property(input, (raw) => {
        const f = forecastJourney(build(raw));
        if (f.verdict === 'onTrack') expect(f.extraPerWeek).toBe(0);
        if (f.verdict === 'behind' || f.verdict === 'stalled') {
          if (f.extraPerWeek !== null) expect(f.extraPerWeek).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('reaches the target with the extra steps a week it names', () => {
    fc.assert(
      fc.property(input, (raw) => {
        const data = build(raw);
        const f = forecastJourney(data);
        if (f.verdict !== 'behind' || f.extraPerWeek === null) return;
        const daysLeft = dayNumber(data.targetDate!) - dayNumber(today);
        expect(
          Math.ceil((f.remaining * 7) / (f.perWeek + f.extraPerWeek + 0.05)),
        ).toBeLessThanOrEqual(daysLeft);
      }),
    );
  });
});
