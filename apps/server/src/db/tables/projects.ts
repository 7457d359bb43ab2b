// Owner: features/projects
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '@/db/tables/profiles';

/**
 * A person's projects: each groups journeys (journeys.project_id) and shows their combined
 * progress. Timestamps keep milliseconds only, so a list cursor made from a JS Date matches
 * the stored value exactly. RLS and the visibility function: drizzle/0008_journeys.sql.
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon').notNull().default('📁'),
    color: text('color').notNull().default('blue'),
    status: text('status').notNull().default('active'),
    visibility: text('visibility').notNull().default('private'),
    /** Bumped by every edit; a PATCH naming an older one answers 409. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('projects_owner_updated_idx').on(table.ownerId, table.updatedAt.desc(), table.id.desc()),
    check('projects_title_check', sql`char_length(${table.title}) between 1 and 120`),
    check(
      'projects_status_check',
      sql`${table.status} in ('active', 'paused', 'completed', 'archived')`,
    ),
    check(
      'projects_visibility_check',
      sql`${table.visibility} in ('private', 'followers', 'public')`,
    ),
  ],
);
