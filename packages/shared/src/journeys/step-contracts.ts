import { z } from 'zod';
import { userText } from '../text';
import {
  calendarDateSchema,
  idSchema,
  instant,
  MAX_STEPS_PER_JOURNEY,
  STEP_NOTES_MAX,
  STEP_TITLE_MAX,
  versionSchema,
} from './common-contracts';
import {
  habitPeriodSchema,
  schedulePeriods,
  scheduleSchema,
  stepStreakSchema,
} from './habits/schedule';

const stepTitle = userText({ error: 'Step title is required' })
  .trim()
  .min(1, { error: 'Step title is required' })
  .max(STEP_TITLE_MAX, { error: `Step title must be at most ${STEP_TITLE_MAX} characters` });
/** Step notes are plain text (line breaks kept); rich writing lives in the journey document. */
const stepNotes = userText().max(STEP_NOTES_MAX, {
  error: `Notes must be at most ${STEP_NOTES_MAX} characters`,
});

export const stepSchema = z.object({
  id: z.uuid(),
  journeyId: z.uuid(),
  /** 0-based order within the journey; contiguous after every change. */
  position: z.number().int().nonnegative(),
  title: z.string(),
  notes: z.string(),
  dueDate: z.string().nullable(),
  completedAt: instant.nullable(),
  version: z.number().int(),
  createdAt: instant,
  updatedAt: instant,
  /** A recurring step (a habit): `times` check-ins each day, week or month; null when it is not. */
  schedule: z
    .object({ times: z.number().int(), per: z.enum(schedulePeriods) })
    .nullable()
    .optional(),
  /** Recurring steps only: the streak (habits/streak.ts), today's state and this period's count. */
  streak: stepStreakSchema.optional(),
  checkedInToday: z.boolean().optional(),
  period: habitPeriodSchema.optional(),
});
export type Step = z.infer<typeof stepSchema>;

/** Steps given inline when creating a journey. */
export const newStepSchema = z.object({
  title: stepTitle,
  notes: stepNotes.optional(),
  dueDate: calendarDateSchema.nullable().optional(),
});
export type NewStep = z.input<typeof newStepSchema>;

/** POST /api/journeys/:id/steps; without `position` the step goes last. */
export const stepCreateSchema = newStepSchema.extend({
  position: z.number().int().nonnegative().optional(),
  /** Makes the step recurring (a habit); null or absent: a one-off step. */
  schedule: scheduleSchema.nullable().optional(),
});
export type StepCreate = z.input<typeof stepCreateSchema>;

/**
 * PATCH /api/steps/:id. `completed` ticks or unticks (same as /complete, /uncomplete);
 * `version` is optional here because ticking from two tabs is harmless, but when given a
 * stale one answers 409.
 */
export const stepUpdateSchema = z
  .strictObject({
    title: stepTitle.optional(),
    notes: stepNotes.optional(),
    dueDate: calendarDateSchema.nullable().optional(),
    completed: z.boolean({ error: 'completed must be true or false' }).optional(),
    /** A schedule makes the step recurring; null makes it a one-off again (check-ins stay). */
    schedule: scheduleSchema.nullable().optional(),
    version: versionSchema.optional(),
  })
  .refine((value) => Object.keys(value).some((key) => key !== 'version'), {
    error: 'Nothing to update',
  });
export type StepUpdate = z.input<typeof stepUpdateSchema>;

/** PUT /api/journeys/:id/steps/order: every step id of the journey exactly once, in the new order. */
export const stepOrderSchema = z.object({
  stepIds: z
    .array(idSchema)
    .max(MAX_STEPS_PER_JOURNEY)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'stepIds must not repeat' }),
});
export type StepOrder = z.infer<typeof stepOrderSchema>;

/**
 * One step of the list a journey edit saves: `id` keeps (and may rename, re-note, re-date or
 * move) an existing step, without one it is new. Ticked steps stay ticked.
 */
export const stepPlanSchema = newStepSchema.extend({ id: idSchema.optional() });
export type StepPlan = z.input<typeof stepPlanSchema>;

export const stepListSchema = z.object({ steps: z.array(stepSchema) });
