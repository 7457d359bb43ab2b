import { z } from 'zod';
import { userText } from '../../text';
import { calendarDateSchema, instant } from '../common-contracts';
import { dayNumber } from '../dates';

export const PAUSE_REASON_MAX = 200;
/** A pause is for a holiday or an illness, not for good: at most a year at a time. */
export const PAUSE_MAX_DAYS = 366;
/** How many pauses a journey keeps: enough for years of holidays. */
export const MAX_PAUSES_PER_JOURNEY = 100;

export const pauseSchema = z.object({
  id: z.uuid(),
  journeyId: z.uuid(),
  from: z.string(),
  until: z.string(),
  reason: z.string(),
  createdBy: z.uuid().nullable(),
  createdAt: instant,
});
export type Pause = z.infer<typeof pauseSchema>;

/** POST /api/journeys/:id/pauses: both days included. */
export const pauseCreateSchema = z
  .strictObject({
    from: calendarDateSchema,
    until: calendarDateSchema,
    reason: userText({ error: 'reason must be text' })
      .trim()
      .max(PAUSE_REASON_MAX, { error: `The reason is at most ${PAUSE_REASON_MAX} characters` })
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.until < value.from) {
      ctx.addIssue({
        code: 'custom',
        path: ['until'],
        message: 'The pause must end on or after the day it starts',
      });
    } else if (dayNumber(value.until) - dayNumber(value.from) + 1 > PAUSE_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['until'],
        message: `A pause lasts at most ${PAUSE_MAX_DAYS} days`,
      });
    }
  });
export type PauseCreate = z.input<typeof pauseCreateSchema>;

export const pauseListSchema = z.object({ pauses: z.array(pauseSchema) });
export type PauseList = z.infer<typeof pauseListSchema>;

export const pauseParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a valid UUID' }),
  pauseId: z.uuid({ error: 'pauseId must be a valid UUID' }),
});
