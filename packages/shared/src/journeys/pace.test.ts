import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { journeyPace, type PaceInput } from './pace';

const now = '2026-11-24T12:00:00.000Z';
const base: PaceInput = {
  completions: [],
  stepCount: 10,
  startedOn: '2026-09-01',
  targetDate: '2026-12-31',
  timeZone: 'UTC',
  now,
};
const at = (date: string) => `${date}T10:00:00.000Z`;

describe('journeyPace', () => {
  it('counts the steps completed over the last four weeks, per week', () => {
    const pace = journeyPace({
      ...base,
      completions: [at('2026-11-24'), at('2026-11-10'), at('2026-10-28'), at('2026-10-01')],
    });
    // 2026-10-01 is older than 28 days: three in four weeks.
    expect(pace.perWeek).toBe(0.8);
    expect(pace.remaining).toBe(6);
  });

  it('is on track when the projected last step lands by the target date', () => {
    const completions = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'].map(at);
    const pace = journeyPace({ ...base, completions, stepCount: 6 });
    // 4 in 28 days is one a week: two left take 14 days.
    expect(pace).toEqual({
      perWeek: 1,
      since: '2026-10-28',
      remaining: 2,
      projectedDate: '2026-12-08',
      verdict: 'onTrack',
    });
  });

  it('is behind when this pace reaches the last step after the target date', () => {
    const pace = journeyPace({ ...base, completions: [at('2026-11-20')], stepCount: 20 });
    expect(pace.verdict).toBe('behind');
    expect(pace.projectedDate! > base.targetDate!).toBe(true);
  });

  it('measures a young journey over its own days, and never over less than a week', () => {
    const young = {
      ...base,
      startedOn: '2026-11-10',
      completions: [at('2026-11-12'), at('2026-11-20')],
    };
    // 15 days old: two in 15 days.
    expect(journeyPace(young)).toMatchObject({ perWeek: 0.9, since: '2026-11-10' });
    const today = { ...base, startedOn: '2026-11-24', completions: [at('2026-11-24')] };
    expect(journeyPace(today).perWeek).toBe(1);
  });

  it('says stalled, overdue, done and no target when there is nothing to project against', () => {
    expect(journeyPace(base)).toMatchObject({ verdict: 'stalled', projectedDate: null });
    expect(journeyPace({ ...base, targetDate: '2026-11-01' }).verdict).toBe('overdue');
    const open = journeyPace({ ...base, targetDate: null, completions: [at('2026-11-20')] });
    expect(open.verdict).toBe('noTarget');
    // 1 in 4 weeks, 9 left: 36 weeks from today.
    expect(open.projectedDate).toBe('2027-08-03');
    const all = Array.from({ length: 3 }, () => at('2026-11-20'));
    expect(journeyPace({ ...base, stepCount: 3, completions: all }).verdict).toBe('done');
  });

  it('counts days in the person’s time zone', () => {
    // 23:30 in New York on the 27th of October is the 28th in UTC: inside the window there only.
    const late = '2026-10-28T03:30:00.000Z';
    expect(journeyPace({ ...base, completions: [late] }).perWeek).toBe(0.3);
    expect(
      journeyPace({ ...base, completions: [late], timeZone: 'America/New_York' }).perWeek,
    ).toBe(0);
  });

  it('never projects a date before today, and more done never projects later', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 50 }),
        (done, extra) => {
          const completions = Array.from({ length: done }, () => at('2026-11-23'));
          const pace = journeyPace({ ...base, completions, stepCount: done + extra });
          const more = journeyPace({
            ...base,
            completions: [...completions, at('2026-11-23')],
            stepCount: done + extra,
          });
          expect(pace.projectedDate! >= '2026-11-24').toBe(true);
          if (more.projectedDate) expect(more.projectedDate <= pace.projectedDate!).toBe(true);
        },
      ),
    );
  });
});
