import { z } from 'zod';
import { userText } from '../text';
import { isCalendarDate } from './dates';
import { ownFileUrlPattern } from './document';

/**
 * Journeys, steps, projects, journey documents, activities and the dashboard (issue 5):
 * the API's request and response shapes. Server routes validate with these; the web app
 * parses with them. Paths are in `journeysApi` (journeys-api-paths.ts).
 *
 * Conventions:
 * - ids are UUIDs; instants are ISO strings with offset; calendar dates are 'YYYY-MM-DD'.
 * - Lists are keyset-paginated: `?cursor&limit` → { items, nextCursor } (nextCursor null on
 *   the last page). The cursor is opaque; pass it back unchanged with the same filters.
 * - Updates carry the `version` the client last saw; a stale one answers 409 CONFLICT.
 * - Unknown ids, and ids the caller may not see, answer 404 alike.
 */

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

export const idSchema = z.uuid({ error: 'id must be a valid UUID' });
export const instant = z.iso.datetime({ offset: true });

export const calendarDateSchema = z
  .string({ error: 'Dates are written YYYY-MM-DD' })
  .refine(isCalendarDate, { error: 'Dates are written YYYY-MM-DD and must exist' });

export const versionSchema = z
  .number({ error: 'version is required' })
  .int({ error: 'version must be an integer' })
  .nonnegative();

export const coverImageUrlSchema = z.string().regex(ownFileUrlPattern);

/** A list's search box: matched as a substring of titles. */
export const searchText = userText()
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
