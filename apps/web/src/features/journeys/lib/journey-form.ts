import { z } from 'zod';
import { isDateRangeValid } from '@waymark/shared/journeys/dates';
import {
  JOURNEY_DESCRIPTION_MAX,
  JOURNEY_TITLE_MAX,
  STEP_TITLE_MAX,
  journeyCategorySchema,
  journeyStatusSchema,
  visibilitySchema,
  type JourneyCreate,
  type JourneyDetail,
  type Visibility,
} from '@waymark/shared/journeys/contracts';

/**
 * The journey form's values. The same limits as the API's schema, but blank selects and dates
 * are '' (what inputs hold) and messages are codes the form translates (see form-errors.ts).
 */
export const stepDraftSchema = z.object({
  /** A stable key for React and drag and drop; an existing step's id when editing. */
  key: z.string(),
  id: z.string().nullable(),
  title: z
    .string()
    .trim()
    .min(1, { error: 'stepTitleRequired' })
    .max(STEP_TITLE_MAX, { error: 'stepTitleTooLong' }),
});
export type StepDraft = z.infer<typeof stepDraftSchema>;

export const journeyFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: 'titleRequired' })
      .max(JOURNEY_TITLE_MAX, { error: 'titleTooLong' }),
    description: z.string().trim().max(JOURNEY_DESCRIPTION_MAX, { error: 'descriptionTooLong' }),
    category: journeyCategorySchema,
    visibility: visibilitySchema,
    status: journeyStatusSchema,
    projectId: z.string(),
    startDate: z.string(),
    targetDate: z.string(),
    steps: z.array(stepDraftSchema),
  })
  .refine((value) => isDateRangeValid(value.startDate || null, value.targetDate || null), {
    error: 'targetBeforeStart',
    path: ['targetDate'],
  });
export type JourneyFormValues = z.infer<typeof journeyFormSchema>;

let lastKey = 0;
export function newStepKey(): string {
  lastKey += 1;
  return `new-${lastKey}`;
}

export function emptyJourneyForm(visibility: Visibility, projectId = ''): JourneyFormValues {
  return {
    title: '',
    description: '',
    category: 'other',
    visibility,
    status: 'planned',
    projectId,
    startDate: '',
    targetDate: '',
    steps: [],
  };
}

export function journeyToForm(journey: JourneyDetail): JourneyFormValues {
  return {
    title: journey.title,
    description: journey.description,
    category: journey.category,
    visibility: journey.visibility,
    status: journey.status,
    projectId: journey.projectId ?? '',
    startDate: journey.startDate ?? '',
    targetDate: journey.targetDate ?? '',
    steps: journey.steps.map((step) => ({ key: step.id, id: step.id, title: step.title })),
  };
}

/** The journey's own fields as the API takes them ('' becomes null). */
export function journeyFields(values: JourneyFormValues) {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    visibility: values.visibility,
    status: values.status,
    projectId: values.projectId || null,
    startDate: values.startDate || null,
    targetDate: values.targetDate || null,
  } satisfies Omit<JourneyCreate, 'steps'>;
}

export function toJourneyCreate(values: JourneyFormValues): JourneyCreate {
  return { ...journeyFields(values), steps: values.steps.map((step) => ({ title: step.title })) };
}
