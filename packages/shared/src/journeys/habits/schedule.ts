import { z } from 'zod';

/** How often a recurring step is meant to happen: `times` check-ins in each day, week or month. */
export const schedulePeriods = ['day', 'week', 'month'] as const;
export type SchedulePeriod = (typeof schedulePeriods)[number];

/**
 * The most check-ins a period may ask for: a habit, not a counter. Ten a day (glasses of
 * water), three a day over a week, one a day over a month. The database checks the same
 * bounds (drizzle/0035_habits.sql).
 */
export const MAX_TIMES_PER: Record<SchedulePeriod, number> = { day: 10, week: 21, month: 31 };

export const scheduleSchema = z
  .strictObject({
    times: z
      .number({ error: 'schedule.times must be a whole number' })
      .int({ error: 'schedule.times must be a whole number' })
      .min(1, { error: 'schedule.times must be at least 1' }),
    per: z.enum(schedulePeriods, { error: 'schedule.per is one of day, week, month' }),
  })
  .superRefine((value, ctx) => {
    const max = MAX_TIMES_PER[value.per];
    if (value.times > max) {
      ctx.addIssue({
        code: 'custom',
        path: ['times'],
        message: `A step repeats at most ${max} times a ${value.per}`,
      });
    }
  });
export type Schedule = z.infer<typeof scheduleSchema>;

/** What a recurring step shows of its streak (the full marks are in insights). */
export const stepStreakSchema = z.object({
  current: z.number().int().nonnegative(),
  best: z.number().int().nonnegative(),
  /** Streak freezes held, 0…MAX_FREEZES. */
  freezes: z.number().int().nonnegative(),
});
export type StepStreak = z.infer<typeof stepStreakSchema>;

/** The current period of a recurring step: how many check-ins it has and needs. */
export const habitPeriodSchema = z.object({
  start: z.string(),
  end: z.string(),
  count: z.number().int().nonnegative(),
  /** After pauses: fewer than `times` when part of the period is paused, 0 when all of it. */
  required: z.number().int().nonnegative(),
});
export type HabitPeriod = z.infer<typeof habitPeriodSchema>;
