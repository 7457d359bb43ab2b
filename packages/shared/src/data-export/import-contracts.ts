import { z } from 'zod';
import {
  JOURNEY_DESCRIPTION_MAX,
  JOURNEY_TITLE_MAX,
  MAX_STEPS_PER_JOURNEY,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_TITLE_MAX,
  STEP_NOTES_MAX,
  STEP_TITLE_MAX,
  journeyCategorySchema,
  journeyStatusSchema,
  projectColorSchema,
  projectStatusSchema,
  visibilitySchema,
} from '../journeys/common-contracts';
import { collaboratorRoleSchema } from '../journeys/collaborators/contracts';
import { journeyDocumentSchema } from '../journeys/document';
import { userText } from '../text';
import { exportFormatVersion } from './contracts';
import { trackerSources } from './trackers/plan';
import { trackerWarningSchema } from './trackers/warnings';

/**
 * Importing an export archive (issue 18): POST the zip to /api/import (application/zip),
 * `?dry_run=true` first to see what would be created and what is already there.
 *
 *   POST /api/import?dry_run=true|false   zip → 200 importResultSchema
 */
export const importApi = { import: '/api/import' } as const;

/** The largest archive accepted, and what its entries may unpack to (zip bombs). */
export const importLimits = {
  archiveBytes: 50 * 1024 * 1024,
  unpackedBytes: 200 * 1024 * 1024,
  entryBytes: 20 * 1024 * 1024,
  entries: 5000,
  journeys: 5000,
  projects: 1000,
} as const;

const isoInstant = z.iso.datetime({ offset: true });
const isoDay = z.iso.date();

/** The most check-ins, entries and pauses one journey of an archive may carry. */
const historyMax = 20_000;

const importedStep = z
  .object({
    id: z.uuid(),
    position: z.number().int().min(0),
    title: userText().min(1).max(STEP_TITLE_MAX),
    notes: userText().max(STEP_NOTES_MAX).default(''),
    due_date: isoDay.nullable().default(null),
    completed_at: isoInstant.nullable().default(null),
    // A habit (issue 34): its schedule and the days it was done.
    schedule_times: z.number().int().min(1).max(31).nullable().default(null),
    schedule_per: z.enum(['day', 'week', 'month']).nullable().default(null),
    checkins: z.array(isoDay).max(historyMax).default([]),
  })
  .refine((step) => (step.schedule_times === null) === (step.schedule_per === null), {
    error: 'schedule_times and schedule_per go together',
    path: ['schedule_per'],
  })
  .refine(
    (step) =>
      step.schedule_per === null ||
      (step.schedule_times ?? 0) <= { day: 10, week: 21, month: 31 }[step.schedule_per],
    { error: 'schedule_times is too high for schedule_per', path: ['schedule_times'] },
  )
  .refine((step) => step.checkins.length === 0 || step.schedule_per !== null, {
    error: 'only a recurring step has check-ins',
    path: ['checkins'],
  });

const importedEntry = z.object({
  amount: z.number().positive().max(999_999_999_999),
  note: userText().max(500).default(''),
  occurred_on: isoDay,
});

/** The most people one journey of an archive names as collaborators. */
const MAX_COLLABORATORS_IN_ARCHIVE = 100;

const importedCollaborator = z.object({
  username: z.string().trim().min(1).max(60),
  role: collaboratorRoleSchema.catch('viewer'),
});

const importedPause = z
  .object({
    from_on: isoDay,
    until_on: isoDay,
    reason: userText().max(200).default(''),
  })
  .refine((pause) => pause.until_on >= pause.from_on, {
    error: 'a pause ends on or after it starts',
    path: ['until_on'],
  });

const importedJourney = z
  .object({
    id: z.uuid(),
    project_id: z.uuid().nullable().default(null),
    title: userText().trim().min(1).max(JOURNEY_TITLE_MAX),
    description: userText().max(JOURNEY_DESCRIPTION_MAX).default(''),
    category: journeyCategorySchema.catch('other'),
    visibility: visibilitySchema.catch('private'),
    status: journeyStatusSchema.catch('planned'),
    cover_image_url: z.string().nullable().default(null),
    start_date: isoDay.nullable().default(null),
    target_date: isoDay.nullable().default(null),
    completed_at: isoInstant.nullable().default(null),
    deleted_at: isoInstant.nullable().default(null),
    created_at: isoInstant,
    steps: z.array(importedStep).max(MAX_STEPS_PER_JOURNEY).default([]),
    document: journeyDocumentSchema.nullable().default(null),
    // Issue 34: a measurable target, the amounts logged toward it, and the journey's pauses.
    target_value: z.number().positive().max(999_999_999_999).nullable().default(null),
    target_unit: userText().trim().min(1).max(20).nullable().default(null),
    entries: z.array(importedEntry).max(historyMax).default([]),
    pauses: z.array(importedPause).max(historyMax).default([]),
    // The people the journey was shared with, by username: let in again where they still may be.
    collaborators: z.array(importedCollaborator).max(MAX_COLLABORATORS_IN_ARCHIVE).default([]),
  })
  .refine((journey) => (journey.target_value === null) === (journey.target_unit === null), {
    error: 'target_value and target_unit go together',
    path: ['target_unit'],
  });
export type ImportedJourney = z.infer<typeof importedJourney>;

const importedProject = z.object({
  id: z.uuid(),
  title: userText().trim().min(1).max(PROJECT_TITLE_MAX),
  description: userText().max(PROJECT_DESCRIPTION_MAX).default(''),
  icon: userText().max(40).default('📁'),
  color: projectColorSchema.catch('blue'),
  status: projectStatusSchema.catch('active'),
  visibility: visibilitySchema.catch('private'),
  created_at: isoInstant,
});
export type ImportedProject = z.infer<typeof importedProject>;

/** What an import reads of waymark-export.json; everything else in it is ignored. */
export const importArchiveSchema = z.object({
  format: z.literal('waymark-export', { error: 'This is not a Waymark export' }),
  version: z.literal(exportFormatVersion, {
    error: `This export's format version is not supported (expected ${exportFormatVersion})`,
  }),
  projects: z.array(importedProject).max(importLimits.projects).default([]),
  journeys: z.array(importedJourney).max(importLimits.journeys).default([]),
});
export type ImportArchive = z.infer<typeof importArchiveSchema>;

/** What the file is: Waymark's own archive (the default) or another tracker's export. */
export const importSources = ['waymark', ...trackerSources] as const;
export type ImportSource = (typeof importSources)[number];

export const importQuerySchema = z.object({
  dry_run: z.enum(['true', 'false'], { error: 'dry_run must be true or false' }).default('true'),
  source: z
    .enum(importSources, { error: `source must be one of ${importSources.join(', ')}` })
    .default('waymark'),
});

const counts = z.object({ create: z.number().int(), skip: z.number().int() });

export const importResultSchema = z.object({
  dry_run: z.boolean(),
  projects: counts,
  journeys: counts,
  steps: counts,
  documents: counts,
  images: counts,
});
export type ImportResult = z.infer<typeof importResultSchema>;

/**
 * An import from another tracker (issue 34, item 4): the file as the body (Loop's zip,
 * Habitica's JSON, Strava's activities.csv or its zip), `?source=loop|habitica|strava`.
 * The dry run lists what would be made, journey by journey; the import answers the same for
 * what it made. `create` is what is new; `skip` what an earlier import already made.
 */
export const trackerImportLimits = {
  /** Titles of new steps listed per journey in the answer (the counts are always whole). */
  listedSteps: 50,
} as const;

export const trackerImportJourneySchema = z.object({
  title: z.string(),
  /** `create`: a new journey; `update`: one an earlier import made gets what is new. */
  action: z.enum(['create', 'update']),
  unit: z.string().nullable(),
  steps: counts,
  checkins: counts,
  entries: counts,
  new_steps: z.array(z.string()),
});
export type TrackerImportJourney = z.infer<typeof trackerImportJourneySchema>;

export const trackerImportResultSchema = z.object({
  dry_run: z.boolean(),
  source: z.enum(trackerSources),
  journeys: z.array(trackerImportJourneySchema),
  totals: z.object({ journeys: counts, steps: counts, checkins: counts, entries: counts }),
  warnings: z.array(trackerWarningSchema),
});
export type TrackerImportResult = z.infer<typeof trackerImportResultSchema>;

/** The answer of POST /api/import: the archive's counts, or a tracker import's list. */
export const anyImportResultSchema = z.union([trackerImportResultSchema, importResultSchema]);
