import { z } from 'zod';
import {
  idSchema,
  journeyCategorySchema,
  journeyStatusSchema,
  type Page,
  pageSchema,
  paginationQuerySchema,
  projectStatusSchema,
  searchText,
  visibilitySchema,
} from './common-contracts';
import {
  type DeletedJourney,
  deletedJourneySchema,
  type Journey,
  journeySchema,
} from './journey-contracts';
import { type Project, projectSchema } from './project-contracts';

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

/** GET /api/journeys/deleted: the caller's deleted journeys still in their restore window. */
export const deletedJourneyPageSchema = pageSchema(deletedJourneySchema);
export type DeletedJourneyPage = Page<DeletedJourney>;

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
