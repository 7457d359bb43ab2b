import { z } from 'zod';
import { userText } from '../text';
import {
  calendarDateSchema,
  idSchema,
  instant,
  JOURNEY_DESCRIPTION_MAX,
  JOURNEY_TITLE_MAX,
  journeyCategorySchema,
  journeyStatusSchema,
  MAX_STEPS_PER_JOURNEY,
  versionSchema,
  visibilitySchema,
} from './common-contracts';
import { isDateRangeValid } from './dates';
import { journeyRoleSchema } from './collaborators/contracts';
import { journeyTargetSchema, targetInputSchema } from './entry-contracts';
import { projectSummarySchema } from './project-contracts';
import { newStepSchema, stepPlanSchema, stepSchema } from './step-contracts';

const journeyTitle = userText({ error: 'Title is required' })
  .trim()
  .min(1, { error: 'Title is required' })
  .max(JOURNEY_TITLE_MAX, { error: `Title must be at most ${JOURNEY_TITLE_MAX} characters` });
const journeyDescription = userText()
  .trim()
  .max(JOURNEY_DESCRIPTION_MAX, {
    error: `Description must be at most ${JOURNEY_DESCRIPTION_MAX} characters`,
  });

export const journeyOwnerSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  /** The profile's full name, or null. */
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type JourneyOwner = z.infer<typeof journeyOwnerSchema>;

export const journeySchema = z.object({
  id: z.uuid(),
  ownerId: z.uuid(),
  owner: journeyOwnerSchema,
  projectId: z.uuid().nullable(),
  title: z.string(),
  description: z.string(),
  category: journeyCategorySchema,
  visibility: visibilitySchema,
  status: journeyStatusSchema,
  coverImageUrl: z.string().nullable(),
  startDate: z.string().nullable(),
  targetDate: z.string().nullable(),
  completedAt: instant.nullable(),
  stepCount: z.number().int().nonnegative(),
  completedStepCount: z.number().int().nonnegative(),
  /** 0–100: toward the target where there is one (targetProgressPercent), else progressPercent. */
  progress: z.number().int().min(0).max(100),
  /** A measurable target ("100 km") and the sum of the entries logged toward it, or null. */
  target: journeyTargetSchema.nullable(),
  /** The public journey this one was forked from, if any (it may have gone since). */
  forkedFromId: z.uuid().nullable(),
  /** True for the owner: edit, delete and the workspace are theirs only. */
  canEdit: z.boolean(),
  version: z.number().int(),
  createdAt: instant,
  updatedAt: instant,
});
export type Journey = z.infer<typeof journeySchema>;

/** GET /api/journeys/:id: the journey, its steps in order, and its project (if visible). */
export const journeyDetailSchema = journeySchema.extend({
  steps: z.array(stepSchema),
  project: projectSummarySchema.nullable(),
  /**
   * The caller's part in it (shared journeys, issue 34): owner, editor, viewer, or null for
   * anyone else. The server always says; optional for clients' own placeholders.
   */
  myRole: journeyRoleSchema.nullable().optional(),
});
export type JourneyDetail = z.infer<typeof journeyDetailSchema>;

const dateRangeRule = {
  check: (value: { startDate?: string | null; targetDate?: string | null }) =>
    isDateRangeValid(value.startDate, value.targetDate),
  params: { error: 'Target date cannot be before the start date', path: ['targetDate'] },
};

const journeyFields = {
  title: journeyTitle,
  description: journeyDescription,
  category: journeyCategorySchema,
  visibility: visibilitySchema,
  status: journeyStatusSchema,
  projectId: idSchema.nullable(),
  startDate: calendarDateSchema.nullable(),
  targetDate: calendarDateSchema.nullable(),
  target: targetInputSchema.nullable(),
};

/**
 * POST /api/journeys. Defaults: description '', category 'other', visibility from the
 * person's settings (defaultJourneyVisibility), status 'planned', no project, no dates, no
 * target (`target: { value, unit }` sets one; null removes it on update).
 */
export const journeyCreateSchema = z
  .strictObject({
    title: journeyFields.title,
    description: journeyFields.description.optional(),
    category: journeyFields.category.optional(),
    visibility: journeyFields.visibility.optional(),
    status: journeyFields.status.optional(),
    projectId: journeyFields.projectId.optional(),
    startDate: journeyFields.startDate.optional(),
    targetDate: journeyFields.targetDate.optional(),
    target: journeyFields.target.optional(),
    steps: z
      .array(newStepSchema)
      .max(MAX_STEPS_PER_JOURNEY, {
        error: `A journey has at most ${MAX_STEPS_PER_JOURNEY} steps`,
      })
      .optional(),
  })
  .refine(dateRangeRule.check, dateRangeRule.params);
export type JourneyCreate = z.input<typeof journeyCreateSchema>;

/**
 * PATCH /api/journeys/:id: any subset plus the `version` last seen. The date rule is also
 * checked on the server against the stored other date. `steps`, when given, is the journey's
 * whole step list in its new order: steps left out are deleted. Everything is saved in one
 * transaction or not at all.
 */
export const journeyUpdateSchema = z
  .strictObject({
    title: journeyFields.title.optional(),
    description: journeyFields.description.optional(),
    category: journeyFields.category.optional(),
    visibility: journeyFields.visibility.optional(),
    status: journeyFields.status.optional(),
    projectId: journeyFields.projectId.optional(),
    startDate: journeyFields.startDate.optional(),
    targetDate: journeyFields.targetDate.optional(),
    target: journeyFields.target.optional(),
    steps: z
      .array(stepPlanSchema)
      .max(MAX_STEPS_PER_JOURNEY, {
        error: `A journey has at most ${MAX_STEPS_PER_JOURNEY} steps`,
      })
      .refine(
        (steps) => {
          const ids = steps.flatMap((step) => (step.id ? [step.id] : []));
          return new Set(ids).size === ids.length;
        },
        { error: 'A step can appear only once' },
      )
      .optional(),
    version: versionSchema,
  })
  .refine(dateRangeRule.check, dateRangeRule.params);
export type JourneyUpdate = z.input<typeof journeyUpdateSchema>;

/** DELETE /api/journeys/:id → 200: gone from every list; POST …/restore brings it back until then. */
export const journeyDeletedSchema = z.object({ id: z.uuid(), restorableUntil: instant });
export type JourneyDeleted = z.infer<typeof journeyDeletedSchema>;

/**
 * GET /api/journeys/deleted: one of the caller's journeys in the bin, newest deletion first,
 * with when it was deleted and when it goes for good (JOURNEY_RESTORE_DAYS later).
 */
export const deletedJourneySchema = journeySchema.extend({ deletedAt: instant, purgeAt: instant });
export type DeletedJourney = z.infer<typeof deletedJourneySchema>;

/** POST /api/steps/:id/complete, /uncomplete and PATCH /api/steps/:id. */
export const stepChangeResultSchema = z.object({ step: stepSchema, journey: journeySchema });
export type StepChangeResult = z.infer<typeof stepChangeResultSchema>;
