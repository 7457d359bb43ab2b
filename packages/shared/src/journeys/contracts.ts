import { z } from 'zod';
import { userText } from '../text';
import { isCalendarDate, isDateRangeValid } from './dates';
import { journeyDocumentSchema, ownFileUrlPattern } from './document';

/**
 * Journeys, steps, projects, journey documents, activities and the dashboard (issue 5):
 * the API's request and response shapes. Server routes validate with these; the web app
 * parses with them. Paths are in `journeysApi` at the end of this file.
 *
 * Conventions:
 * - ids are UUIDs; instants are ISO strings with offset; calendar dates are 'YYYY-MM-DD'.
 * - Lists are keyset-paginated: `?cursor&limit` → { items, nextCursor } (nextCursor null on
 *   the last page). The cursor is opaque; pass it back unchanged with the same filters.
 * - Updates carry the `version` the client last saw; a stale one answers 409 CONFLICT.
 * - Unknown ids, and ids the caller may not see, answer 404 alike.
 */
export * from './document';

// ——— enums ———

export const journeyCategories = [
  'health',
  'fitness',
  'learning',
  'career',
  'creative',
  'travel',
  'finance',
  'personal',
  'community',
  'other',
] as const;
export type JourneyCategory = (typeof journeyCategories)[number];
export const journeyCategorySchema = z.enum(journeyCategories, {
  error: `Category must be one of ${journeyCategories.join(', ')}`,
});

export const visibilities = ['private', 'followers', 'public'] as const;
export type Visibility = (typeof visibilities)[number];
export const visibilitySchema = z.enum(visibilities, {
  error: 'Visibility must be private, followers or public',
});

export const journeyStatuses = ['planned', 'active', 'completed', 'archived'] as const;
export type JourneyStatus = (typeof journeyStatuses)[number];
export const journeyStatusSchema = z.enum(journeyStatuses, {
  error: 'Status must be planned, active, completed or archived',
});

export const projectStatuses = ['active', 'paused', 'completed', 'archived'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];
export const projectStatusSchema = z.enum(projectStatuses, {
  error: 'Status must be active, paused, completed or archived',
});

/** Project colours: names, so each theme picks its own shade with enough contrast. */
export const projectColors = [
  'slate',
  'red',
  'orange',
  'amber',
  'green',
  'teal',
  'blue',
  'indigo',
  'violet',
  'pink',
] as const;
export type ProjectColor = (typeof projectColors)[number];
export const projectColorSchema = z.enum(projectColors, {
  error: `Colour must be one of ${projectColors.join(', ')}`,
});

// ——— limits ———

export const JOURNEY_TITLE_MAX = 120;
export const JOURNEY_DESCRIPTION_MAX = 5000;
export const STEP_TITLE_MAX = 200;
export const STEP_NOTES_MAX = 10_000;
export const PROJECT_TITLE_MAX = 120;
export const PROJECT_DESCRIPTION_MAX = 5000;
export const MAX_STEPS_PER_JOURNEY = 200;
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
/** Deleted journeys can be restored (the undo of the toast) until they are purged. */
export const JOURNEY_RESTORE_DAYS = 30;
export const DUE_SOON_DAYS = 14;
export const DASHBOARD_WEEKS = 12;

// ——— field schemas ———

const idSchema = z.uuid({ error: 'id must be a valid UUID' });
const instant = z.iso.datetime({ offset: true });

export const calendarDateSchema = z
  .string({ error: 'Dates are written YYYY-MM-DD' })
  .refine(isCalendarDate, { error: 'Dates are written YYYY-MM-DD and must exist' });

const journeyTitle = userText({ error: 'Title is required' })
  .trim()
  .min(1, { error: 'Title is required' })
  .max(JOURNEY_TITLE_MAX, { error: `Title must be at most ${JOURNEY_TITLE_MAX} characters` });
const journeyDescription = userText()
  .trim()
  .max(JOURNEY_DESCRIPTION_MAX, {
    error: `Description must be at most ${JOURNEY_DESCRIPTION_MAX} characters`,
  });
const stepTitle = userText({ error: 'Step title is required' })
  .trim()
  .min(1, { error: 'Step title is required' })
  .max(STEP_TITLE_MAX, { error: `Step title must be at most ${STEP_TITLE_MAX} characters` });
/** Step notes are plain text (line breaks kept); rich writing lives in the journey document. */
const stepNotes = userText().max(STEP_NOTES_MAX, {
  error: `Notes must be at most ${STEP_NOTES_MAX} characters`,
});
const versionSchema = z
  .number({ error: 'version is required' })
  .int({ error: 'version must be an integer' })
  .nonnegative();

/** An emoji (one pictograph, flags and skin tones included) or an icon name like 'rocket'. */
export const projectIconPattern =
  /^(?:[a-z][a-z0-9-]{0,31}|(?:\p{Regional_Indicator}{2}|[\p{Extended_Pictographic}\p{Emoji_Presentation}][\u{FE0F}\u{200D}\p{Emoji_Modifier}\p{Extended_Pictographic}\p{Emoji_Presentation}]{0,10}))$/u;
const projectIcon = z
  .string()
  .regex(projectIconPattern, { error: 'Icon must be one emoji or an icon name' });

export const coverImageUrlSchema = z.string().regex(ownFileUrlPattern);

/** A list's search box: matched as a substring of titles. */
const searchText = userText()
  .trim()
  .max(100, { error: 'Search is at most 100 characters' })
  .optional();

// ——— pagination ———

export const paginationQuerySchema = z.object({
  cursor: z.string().max(500, { error: 'cursor is not valid' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(PAGE_SIZE_MAX, { error: `limit must be at most ${PAGE_SIZE_MAX}` })
    .default(PAGE_SIZE_DEFAULT),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

// ——— people ———

export const journeyOwnerSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  /** The profile's full name, or null. */
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type JourneyOwner = z.infer<typeof journeyOwnerSchema>;

// ——— steps ———

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

// ——— journeys ———

export const projectSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  icon: z.string(),
  color: projectColorSchema,
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

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
  /** 0–100, see progressPercent. */
  progress: z.number().int().min(0).max(100),
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
};

/**
 * POST /api/journeys. Defaults: description '', category 'other', visibility from the
 * person's settings (defaultJourneyVisibility), status 'planned', no project, no dates.
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
 * One step of the list a journey edit saves: `id` keeps (and may rename, re-note, re-date or
 * move) an existing step, without one it is new. Ticked steps stay ticked.
 */
export const stepPlanSchema = newStepSchema.extend({ id: idSchema.optional() });
export type StepPlan = z.input<typeof stepPlanSchema>;

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

export const journeySorts = ['updated', 'created', 'title', 'progress', 'targetDate'] as const;
export type JourneySort = (typeof journeySorts)[number];

/**
 * GET /api/journeys. Without projectId: the caller's own journeys; with projectId: the
 * journeys of that project the caller may see. Without a status filter archived journeys
 * are left out. Sorts: updated/created newest first, title A–Z, progress highest first,
 * targetDate soonest first (no date last).
 */
export const journeyListQuerySchema = paginationQuerySchema.extend({
  q: searchText,
  status: journeyStatusSchema.optional(),
  category: journeyCategorySchema.optional(),
  visibility: visibilitySchema.optional(),
  projectId: idSchema.optional(),
  sort: z
    .enum(journeySorts, { error: `sort must be one of ${journeySorts.join(', ')}` })
    .default('updated'),
});
export type JourneyListQuery = z.input<typeof journeyListQuerySchema>;

export const journeyPageSchema = pageSchema(journeySchema);
export type JourneyPage = Page<Journey>;

/** DELETE /api/journeys/:id → 200: gone from every list; POST …/restore brings it back until then. */
export const journeyDeletedSchema = z.object({ id: z.uuid(), restorableUntil: instant });
export type JourneyDeleted = z.infer<typeof journeyDeletedSchema>;

/** POST /api/steps/:id/complete, /uncomplete and PATCH /api/steps/:id. */
export const stepChangeResultSchema = z.object({ step: stepSchema, journey: journeySchema });
export type StepChangeResult = z.infer<typeof stepChangeResultSchema>;

export const stepListSchema = z.object({ steps: z.array(stepSchema) });

// ——— documents ———

/** GET /api/journeys/:id/document. A journey that was never written has version 0. */
export const journeyDocumentResponseSchema = z.object({
  document: journeyDocumentSchema,
  version: z.number().int().nonnegative(),
  updatedAt: instant.nullable(),
});
export type JourneyDocumentResponse = z.infer<typeof journeyDocumentResponseSchema>;

/** PUT /api/journeys/:id/document → 200 documentSavedSchema, or 409 when baseVersion is stale. */
export const journeyDocumentSaveSchema = z.object({
  document: journeyDocumentSchema,
  baseVersion: versionSchema,
});
export type JourneyDocumentSave = z.input<typeof journeyDocumentSaveSchema>;

export const documentSavedSchema = z.object({ version: z.number().int(), updatedAt: instant });
export type DocumentSaved = z.infer<typeof documentSavedSchema>;

/** POST /api/journeys/:id/images (multipart field `file` or the raw image) → the URL for an image block. */
export const uploadedImageSchema = z.object({ url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

// ——— projects ———

export const projectSchema = z.object({
  id: z.uuid(),
  ownerId: z.uuid(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  color: projectColorSchema,
  status: projectStatusSchema,
  visibility: visibilitySchema,
  /** Journeys in the project (deleted ones not counted). */
  journeyCount: z.number().int().nonnegative(),
  stepCount: z.number().int().nonnegative(),
  completedStepCount: z.number().int().nonnegative(),
  /** Completed steps over all steps of its journeys, 0–100. */
  progress: z.number().int().min(0).max(100),
  canEdit: z.boolean(),
  version: z.number().int(),
  createdAt: instant,
  updatedAt: instant,
});
export type Project = z.infer<typeof projectSchema>;

const projectFields = {
  title: userText({ error: 'Title is required' })
    .trim()
    .min(1, { error: 'Title is required' })
    .max(PROJECT_TITLE_MAX, { error: `Title must be at most ${PROJECT_TITLE_MAX} characters` }),
  description: userText()
    .trim()
    .max(PROJECT_DESCRIPTION_MAX, {
      error: `Description must be at most ${PROJECT_DESCRIPTION_MAX} characters`,
    }),
  icon: projectIcon,
  color: projectColorSchema,
  status: projectStatusSchema,
  visibility: visibilitySchema,
};

/** POST /api/projects. Defaults: description '', icon '📁', colour 'blue', status 'active', visibility private. */
export const projectCreateSchema = z.strictObject({
  title: projectFields.title,
  description: projectFields.description.optional(),
  icon: projectFields.icon.optional(),
  color: projectFields.color.optional(),
  status: projectFields.status.optional(),
  visibility: projectFields.visibility.optional(),
});
export type ProjectCreate = z.input<typeof projectCreateSchema>;

/** PATCH /api/projects/:id */
export const projectUpdateSchema = z.strictObject({
  title: projectFields.title.optional(),
  description: projectFields.description.optional(),
  icon: projectFields.icon.optional(),
  color: projectFields.color.optional(),
  status: projectFields.status.optional(),
  visibility: projectFields.visibility.optional(),
  version: versionSchema,
});
export type ProjectUpdate = z.input<typeof projectUpdateSchema>;

export const projectSorts = ['updated', 'created', 'title'] as const;
export type ProjectSort = (typeof projectSorts)[number];

/** GET /api/projects: the caller's projects; archived ones only with status=archived. */
export const projectListQuerySchema = paginationQuerySchema.extend({
  q: searchText,
  status: projectStatusSchema.optional(),
  visibility: visibilitySchema.optional(),
  sort: z
    .enum(projectSorts, { error: `sort must be one of ${projectSorts.join(', ')}` })
    .default('updated'),
});
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;

export const projectPageSchema = pageSchema(projectSchema);
export type ProjectPage = Page<Project>;

export const treeJourneySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: journeyStatusSchema,
  progress: z.number().int().min(0).max(100),
});
export type TreeJourney = z.infer<typeof treeJourneySchema>;

/**
 * GET /api/projects/tree: the workspace sidebar — the caller's projects (title order) with
 * their journeys (title order), and the journeys without a project. Archived items are
 * included with their status so the client decides what to show.
 */
export const projectTreeSchema = z.object({
  projects: z.array(
    projectSummarySchema.extend({
      status: projectStatusSchema,
      progress: z.number().int().min(0).max(100),
      journeys: z.array(treeJourneySchema),
    }),
  ),
  unassigned: z.array(treeJourneySchema),
});
export type ProjectTree = z.infer<typeof projectTreeSchema>;

// ——— activities ———

export const activityVerbs = [
  'journey.created',
  'journey.completed',
  'journey.forked',
  'step.completed',
  'project.created',
] as const;
export type ActivityVerb = (typeof activityVerbs)[number];
export const activityObjectTypes = ['journey', 'step', 'project'] as const;
export type ActivityObjectType = (typeof activityObjectTypes)[number];

/** One row per meaningful event, written in the transaction of the change itself. */
export const activitySchema = z.object({
  id: z.uuid(),
  actorId: z.uuid(),
  verb: z.enum(activityVerbs),
  objectType: z.enum(activityObjectTypes),
  objectId: z.uuid(),
  /** The journey the event belongs to (for steps and journeys), so visibility can follow it. */
  journeyId: z.uuid().nullable(),
  visibility: visibilitySchema,
  /** Small facts for the timeline without another read, e.g. { title }. */
  data: z.record(z.string(), z.unknown()),
  createdAt: instant,
});
export type Activity = z.infer<typeof activitySchema>;

// ——— dashboard ———

export const dueStepSchema = z.object({
  step: stepSchema,
  journey: z.object({ id: z.uuid(), title: z.string() }),
  /** Due before today in the person's time zone. */
  overdue: z.boolean(),
});
export type DueStep = z.infer<typeof dueStepSchema>;

/**
 * GET /api/dashboard (signed in). Days and weeks are counted in the person's time zone
 * (settings; UTC when automatic). dueSoon: open steps due within DUE_SOON_DAYS, overdue ones
 * included, soonest first, at most 20. weeklyCompleted: DASHBOARD_WEEKS weeks (Monday
 * starts), oldest first, this week last.
 */
export const dashboardSchema = z.object({
  timeZone: z.string(),
  today: z.string(),
  activeJourneys: z.array(journeySchema),
  dueSoon: z.array(dueStepSchema),
  streak: z.object({
    current: z.number().int().nonnegative(),
    longest: z.number().int().nonnegative(),
    lastActiveOn: z.string().nullable(),
  }),
  weeklyCompleted: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  journeysByStatus: z.record(journeyStatusSchema, z.number().int()),
  journeysByCategory: z.record(journeyCategorySchema, z.number().int()),
  totals: z.object({
    journeys: z.number().int(),
    projects: z.number().int(),
    completedSteps: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ——— paths ———

/** Route patterns as the server registers them (under /api). */
export const journeysApiPatterns = {
  journeys: '/api/journeys',
  journey: '/api/journeys/:id',
  journeyDuplicate: '/api/journeys/:id/duplicate',
  journeyArchive: '/api/journeys/:id/archive',
  journeyRestore: '/api/journeys/:id/restore',
  journeyFork: '/api/journeys/:id/fork',
  journeyCover: '/api/journeys/:id/cover',
  journeyImages: '/api/journeys/:id/images',
  journeySteps: '/api/journeys/:id/steps',
  journeyStepOrder: '/api/journeys/:id/steps/order',
  journeyDocument: '/api/journeys/:id/document',
  step: '/api/steps/:id',
  stepComplete: '/api/steps/:id/complete',
  stepUncomplete: '/api/steps/:id/uncomplete',
  projects: '/api/projects',
  projectTree: '/api/projects/tree',
  project: '/api/projects/:id',
  userJourneys: '/api/users/:id/journeys',
  dashboard: '/api/dashboard',
} as const;

const at = (id: string) => encodeURIComponent(id);

/**
 * Paths for clients. Lists take their query as URLSearchParams-able objects:
 * `journeysApi.journeys` + '?' + new URLSearchParams({ sort: 'title', cursor }).
 *
 *   GET    journeys                 ?cursor&limit&q&status&category&visibility&projectId&sort → JourneyPage
 *   POST   journeys                 JourneyCreate → 201 JourneyDetail
 *   GET    journey(id)              → JourneyDetail
 *   PATCH  journey(id)              JourneyUpdate → Journey (409 stale version)
 *   DELETE journey(id)              → JourneyDeleted
 *   POST   journeyRestore(id)       → Journey
 *   POST   journeyArchive(id)       → Journey
 *   POST   journeyDuplicate(id)     → 201 JourneyDetail (own journey; steps unticked)
 *   POST   journeyFork(id)          → 201 JourneyDetail (a journey the caller can see; private copy)
 *   POST   journeyCover(id)         multipart field `file`, or the image as the raw body (PNG,
 *                                   JPEG, WebP or GIF, ≤ 5 MB, like /api/me/avatar) → Journey;
 *                                   DELETE → Journey
 *   POST   journeyImages(id)        the same upload → 201 UploadedImage
 *   POST   journeySteps(id)         StepCreate → 201 StepChangeResult
 *   PUT    journeyStepOrder(id)     StepOrder → { steps }
 *   GET    journeyDocument(id)      → JourneyDocumentResponse
 *   PUT    journeyDocument(id)      JourneyDocumentSave → DocumentSaved (409 stale baseVersion)
 *   PATCH  step(id)                 StepUpdate → StepChangeResult;  DELETE → { journey }
 *   POST   stepComplete(id) / stepUncomplete(id) → StepChangeResult
 *   GET    projects                 ?cursor&limit&q&status&visibility&sort → ProjectPage
 *   POST   projects                 ProjectCreate → 201 Project
 *   GET    projectTree              → ProjectTree
 *   GET    project(id)              → Project;  PATCH ProjectUpdate → Project;  DELETE → 204 (journeys stay, without project)
 *   GET    userJourneys(id)         ?cursor&limit → JourneyPage (what the caller may see, anonymous too)
 *   GET    dashboard                → Dashboard
 */
export const journeysApi = {
  journeys: journeysApiPatterns.journeys,
  journey: (id: string) => `/api/journeys/${at(id)}`,
  journeyDuplicate: (id: string) => `/api/journeys/${at(id)}/duplicate`,
  journeyArchive: (id: string) => `/api/journeys/${at(id)}/archive`,
  journeyRestore: (id: string) => `/api/journeys/${at(id)}/restore`,
  journeyFork: (id: string) => `/api/journeys/${at(id)}/fork`,
  journeyCover: (id: string) => `/api/journeys/${at(id)}/cover`,
  journeyImages: (id: string) => `/api/journeys/${at(id)}/images`,
  journeySteps: (id: string) => `/api/journeys/${at(id)}/steps`,
  journeyStepOrder: (id: string) => `/api/journeys/${at(id)}/steps/order`,
  journeyDocument: (id: string) => `/api/journeys/${at(id)}/document`,
  step: (id: string) => `/api/steps/${at(id)}`,
  stepComplete: (id: string) => `/api/steps/${at(id)}/complete`,
  stepUncomplete: (id: string) => `/api/steps/${at(id)}/uncomplete`,
  projects: journeysApiPatterns.projects,
  projectTree: journeysApiPatterns.projectTree,
  project: (id: string) => `/api/projects/${at(id)}`,
  userJourneys: (id: string) => `/api/users/${at(id)}/journeys`,
  dashboard: journeysApiPatterns.dashboard,
} as const;
