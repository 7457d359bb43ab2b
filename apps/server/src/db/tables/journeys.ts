// Owner: features/journeys
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { profiles } from '@/db/tables/profiles';
import { projects } from '@/db/tables/projects';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * Journeys (issue 5). step_count and completed_step_count are kept by the step writes in
 * the same transaction, so a list shows progress without touching the steps; `progress` is
 * derived from them by the database (the same rule as progressPercent in
 * packages/shared/src/journeys/progress.ts) so it can be sorted and paged on.
 * With a target (issue 34: "run 100 km"), target_logged is the sum of the journey's entries
 * (kept by a trigger on journey_entries, drizzle/0034_journey_targets.sql) and `progress`
 * follows it instead (targetProgressPercent). Deleting sets deleted_at: the journey leaves every list but can be restored.
 * RLS, the journey_visible_to_viewer() function and the partial indexes: drizzle/0008_journeys.sql.
 */
export const journeys = pgTable(
  'journeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default('other'),
    visibility: text('visibility').notNull().default('private'),
    status: text('status').notNull().default('planned'),
    coverImageUrl: text('cover_image_url'),
    startDate: date('start_date'),
    targetDate: date('target_date'),
    completedAt: instant('completed_at'),
    stepCount: integer('step_count').notNull().default(0),
    completedStepCount: integer('completed_step_count').notNull().default(0),
    // numeric comes back as a string: mode 'number' reads it as one (two decimals fit a double).
    targetValue: numeric('target_value', { precision: 14, scale: 2, mode: 'number' }),
    targetUnit: text('target_unit'),
    targetLogged: numeric('target_logged', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    progress: integer('progress')
      .notNull()
      .generatedAlwaysAs(
        sql`case when target_value is not null then (case when target_logged <= 0 then 0 when target_logged >= target_value then 100 else least(99, greatest(1, round(target_logged * 100.0 / target_value)))::integer end) when step_count <= 0 or completed_step_count <= 0 then 0 when completed_step_count >= step_count then 100 else least(99, greatest(1, round(completed_step_count * 100.0 / step_count)))::integer end`,
      ),
    forkedFromId: uuid('forked_from_id').references((): AnyPgColumn => journeys.id, {
      onDelete: 'set null',
    }),
    version: integer('version').notNull().default(1),
    deletedAt: instant('deleted_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // One index per list sort, each in the exact order the keyset query walks (live rows only).
    index('journeys_owner_updated_idx')
      .on(table.ownerId, table.updatedAt.desc(), table.id.desc())
      .where(sql`deleted_at is null`),
    index('journeys_owner_created_idx')
      .on(table.ownerId, table.createdAt.desc(), table.id.desc())
      .where(sql`deleted_at is null`),
    index('journeys_owner_title_idx')
      .on(table.ownerId, sql`lower(${table.title})`, table.id)
      .where(sql`deleted_at is null`),
    index('journeys_owner_progress_idx')
      .on(table.ownerId, table.progress.desc(), table.id.desc())
      .where(sql`deleted_at is null`),
    index('journeys_owner_target_idx')
      .on(table.ownerId, sql`coalesce(${table.targetDate}, '9999-12-31'::date)`, table.id)
      .where(sql`deleted_at is null`),
    // Not partial: ON DELETE SET NULL of a project looks at deleted journeys too.
    index('journeys_project_idx').on(table.projectId),
    index('journeys_forked_from_idx').on(table.forkedFromId),
    check('journeys_title_check', sql`char_length(${table.title}) between 1 and 120`),
    check('journeys_description_check', sql`char_length(${table.description}) <= 5000`),
    check(
      'journeys_category_check',
      sql`${table.category} in ('health', 'fitness', 'learning', 'career', 'creative', 'travel', 'finance', 'personal', 'community', 'other')`,
    ),
    check(
      'journeys_visibility_check',
      sql`${table.visibility} in ('private', 'followers', 'public')`,
    ),
    check(
      'journeys_status_check',
      sql`${table.status} in ('planned', 'active', 'completed', 'archived')`,
    ),
    check(
      'journeys_dates_check',
      sql`${table.targetDate} is null or ${table.startDate} is null or ${table.targetDate} >= ${table.startDate}`,
    ),
    check(
      'journeys_target_check',
      sql`(${table.targetValue} is null and ${table.targetUnit} is null) or (${table.targetValue} > 0 and char_length(${table.targetUnit}) between 1 and 20 and ${table.targetUnit} = btrim(${table.targetUnit}))`,
    ),
    check(
      'journeys_step_counts_check',
      sql`${table.completedStepCount} between 0 and ${table.stepCount}`,
    ),
  ],
);

/**
 * Ordered steps of a journey. owner_id repeats the journey's owner so the write policies
 * need no join. (journey_id, position) is unique DEFERRABLE (in the SQL only: drizzle-kit
 * cannot express it), so a reorder can shift every position in one statement.
 */
export const journeySteps = pgTable(
  'journey_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    journeyId: uuid('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    notes: text('notes').notNull().default(''),
    dueDate: date('due_date'),
    completedAt: instant('completed_at'),
    // A recurring step (habit, issue 34): both set or both null (drizzle/0035_habits.sql).
    scheduleTimes: integer('schedule_times'),
    schedulePer: text('schedule_per'),
    /** Who ticked it (an editor of a shared journey, or the owner); null before drizzle/0036. */
    completedBy: uuid('completed_by').references(() => profiles.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // Streak, weekly chart and the owner's cascade.
    index('journey_steps_owner_completed_idx').on(table.ownerId, table.completedAt),
    index('journey_steps_owner_due_idx')
      .on(table.ownerId, table.dueDate)
      .where(sql`completed_at is null and due_date is not null`),
    check('journey_steps_title_check', sql`char_length(${table.title}) between 1 and 200`),
    check('journey_steps_notes_check', sql`char_length(${table.notes}) <= 10000`),
    check('journey_steps_position_check', sql`${table.position} >= 0`),
    check(
      'journey_steps_schedule_check',
      sql`(${table.scheduleTimes} is null and ${table.schedulePer} is null) or (${table.schedulePer} = 'day' and ${table.scheduleTimes} between 1 and 10) or (${table.schedulePer} = 'week' and ${table.scheduleTimes} between 1 and 21) or (${table.schedulePer} = 'month' and ${table.scheduleTimes} between 1 and 31)`,
    ),
  ],
);

/** The block editor's document of a journey (Tiptap JSON, validated by the shared schema). */
export const journeyDocuments = pgTable(
  'journey_documents',
  {
    journeyId: uuid('journey_id')
      .primaryKey()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    document: jsonb('document').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [index('journey_documents_owner_idx').on(table.ownerId)],
);
