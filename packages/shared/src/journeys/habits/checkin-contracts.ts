import { z } from 'zod';
import { calendarDateSchema, instant } from '../common-contracts';
import { addDays, localDate } from '../dates';
import { habitPeriodSchema, stepStreakSchema } from './schedule';

/** The furthest-ahead time zone (UTC+14): a date is "not in the future" while it is today there. */
export const LATEST_TIME_ZONE = 'Pacific/Kiritimati';

/** The latest date anyone on Earth may call today: a check-in or pause day may not be later. */
export function latestToday(now: Date | number = Date.now()): string {
  return localDate(now, LATEST_TIME_ZONE);
}

/** The most check-ins one list answers (a daily habit over a year and then some). */
export const MAX_CHECKINS_LISTED = 1000;

export const checkinSchema = z.object({
  id: z.uuid(),
  stepId: z.uuid(),
  journeyId: z.uuid(),
  authorId: z.uuid(),
  occurredOn: z.string(),
  createdAt: instant,
});
export type Checkin = z.infer<typeof checkinSchema>;

/** POST /api/journeys/:id/steps/:stepId/checkins; without `occurredOn` it is the caller's today. */
export const checkinCreateSchema = z.strictObject({
  occurredOn: calendarDateSchema.optional(),
});
export type CheckinCreate = z.input<typeof checkinCreateSchema>;

/** A step's habit state after a check-in changed: what the step answer carries. */
export const habitStateSchema = z.object({
  stepId: z.uuid(),
  streak: stepStreakSchema,
  checkedInToday: z.boolean(),
  period: habitPeriodSchema,
});
export type HabitState = z.infer<typeof habitStateSchema>;

export const checkinResultSchema = z.object({ checkin: checkinSchema, habit: habitStateSchema });
export type CheckinResult = z.infer<typeof checkinResultSchema>;

export const checkinDeletedSchema = z.object({ habit: habitStateSchema });
export type CheckinDeleted = z.infer<typeof checkinDeletedSchema>;

const optionalDate = calendarDateSchema.optional();

/** GET …/checkins?from&until: both days included; without them the last year. */
export const checkinListQuerySchema = z
  .strictObject({ from: optionalDate, until: optionalDate })
  .refine((q) => !q.from || !q.until || q.from <= q.until, {
    error: 'until must be on or after from',
    path: ['until'],
  });
export type CheckinListQuery = z.input<typeof checkinListQuerySchema>;

export const checkinListSchema = z.object({ checkins: z.array(checkinSchema) });
export type CheckinList = z.infer<typeof checkinListSchema>;

export const checkinParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a valid UUID' }),
  stepId: z.uuid({ error: 'stepId must be a valid UUID' }),
});
export const checkinItemParamsSchema = checkinParamsSchema.extend({
  checkinId: z.uuid({ error: 'checkinId must be a valid UUID' }),
});

/** A default window for lists: the year up to `today`. */
export function defaultCheckinWindow(today: string): { from: string; until: string } {
  return { from: addDays(today, -365), until: today };
}
