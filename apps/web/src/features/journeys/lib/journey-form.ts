import { z } from 'zod';
import { isCalendarDate, isDateRangeValid } from '@waymark/shared/journeys/dates';
import {
  JOURNEY_DESCRIPTION_MAX,
  JOURNEY_TITLE_MAX,
  STEP_NOTES_MAX,
  STEP_TITLE_MAX,
  journeyCategorySchema,
  journeyStatusSchema,
  visibilitySchema,
  type Visibility,
} from '@waymark/shared/journeys/common-contracts';
import type {
  JourneyCreate,
  JourneyDetail,
  JourneyUpdate,
} from '@waymark/shared/journeys/journey-contracts';
import type { StepPlan } from '@waymark/shared/journeys/step-contracts';
import { TARGET_UNIT_MAX } from '@waymark/shared/journeys/entry-contracts';

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
  /** Plain text, line breaks kept (not trimmed, like the API). */
  notes: z.string().max(STEP_NOTES_MAX, { error: 'stepNotesTooLong' }),
  /** 'YYYY-MM-DD' or '' for none. */
  dueDate: z.string().refine((date) => date === '' || isCalendarDate(date), { error: 'invalid' }),
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
    /** A measurable target ("100" "km"): both blank for none. */
    targetValue: z.string().trim(),
    targetUnit: z.string().trim().max(TARGET_UNIT_MAX, { error: 'targetUnitTooLong' }),
    steps: z.array(stepDraftSchema),
  })
  .refine(
    (value) =>
      (value.targetValue === '' && value.targetUnit === '') ||
      (Number(value.targetValue) > 0 && Number.isFinite(Number(value.targetValue))),
    { error: 'targetValuePositive', path: ['targetValue'] },
  )
  .refine((value) => value.targetValue === '' || value.targetUnit !== '', {
    error: 'targetUnitRequired',
    path: ['targetUnit'],
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

export function newStepDraft(): StepDraft {
  return { key: newStepKey(), id: null, title: '', notes: '', dueDate: '' };
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
    targetValue: '',
    targetUnit: '',
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
    targetValue: journey.target ? String(journey.target.value) : '',
    targetUnit: journey.target?.unit ?? '',
    steps: journey.steps.map((step) => ({
      key: step.id,
      id: step.id,
      title: step.title,
      notes: step.notes,
      dueDate: step.dueDate ?? '',
    })),
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
    target: values.targetValue
      ? { value: Number(values.targetValue), unit: values.targetUnit.trim() }
      : null,
  } satisfies Omit<JourneyCreate, 'steps'>;
}

/** A step as the API takes it: kept steps by id, new ones without; no due date is null. */
function toStepPlan({ id, title, notes, dueDate }: StepDraft): StepPlan {
  return { ...(id ? { id } : {}), title, notes, dueDate: dueDate || null };
}

export function toJourneyCreate(values: JourneyFormValues): JourneyCreate {
  return {
    ...journeyFields(values),
    steps: values.steps.map((step) => {
      const { title, notes, dueDate } = toStepPlan(step);
      return { title, notes, dueDate };
    }),
  };
}

/**
 * The edit form's one PATCH: the fields, the whole step list in the form's order (steps left
 * out are deleted) and the version the form was loaded at.
 */
export function toJourneyUpdate(values: JourneyFormValues, version: number): JourneyUpdate {
  return { ...journeyFields(values), steps: values.steps.map(toStepPlan), version };
}
