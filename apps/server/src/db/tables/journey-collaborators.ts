// Owner: features/journeys
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { journeys } from '@/db/tables/journeys';
import { profiles } from '@/db/tables/profiles';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const collaboratorRoles = ['editor', 'viewer'] as const;

/**
 * The people a journey's owner shared it with (issue 34): editors change its content, viewers
 * read it, even when private. RLS, app.journey_role() and the block trigger:
 * drizzle/0036_journey_collaborators.sql and drizzle/policies/journey_collaborators.sql.
 */
export const journeyCollaborators = pgTable(
  'journey_collaborators',
  {
    journeyId: uuid('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: text('role', { enum: collaboratorRoles }).notNull(),
    addedBy: uuid('added_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'journey_collaborators_pkey', columns: [table.journeyId, table.userId] }),
    index('journey_collaborators_user_idx').on(
      table.userId,
      table.createdAt.desc(),
      table.journeyId.desc(),
    ),
    check('journey_collaborators_role_check', sql`${table.role} in ('editor', 'viewer')`),
  ],
);
