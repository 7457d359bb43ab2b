import { z } from 'zod';
import { userText } from '../text';
import {
  instant,
  journeyStatusSchema,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_TITLE_MAX,
  projectColorSchema,
  projectStatusSchema,
  versionSchema,
  visibilitySchema,
} from './common-contracts';

/** An emoji (one pictograph, flags and skin tones included) or an icon name like 'rocket'. */
export const projectIconPattern =
  /^(?:[a-z][a-z0-9-]{0,31}|(?:\p{Regional_Indicator}{2}|[\p{Extended_Pictographic}\p{Emoji_Presentation}][\u{FE0F}\u{200D}\p{Emoji_Modifier}\p{Extended_Pictographic}\p{Emoji_Presentation}]{0,10}))$/u;
const projectIcon = z
  .string()
  .regex(projectIconPattern, { error: 'Icon must be one emoji or an icon name' });

export const projectSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  icon: z.string(),
  color: projectColorSchema,
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

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
