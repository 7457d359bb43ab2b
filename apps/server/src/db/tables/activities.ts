// Owner: capabilities/activities
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { journeys } from '@/db/tables/journeys';
import { profiles } from '@/db/tables/profiles';

/**
 * One row per meaningful event (journey created / completed / forked, step completed,
 * project created), written in the transaction of the change. The timeline, leaderboard and
 * notifications read them. `visibility` is the object's at the time of the event;
 * `journey_id` ties step and journey events to their journey (gone with it).
 */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    verb: text('verb').notNull(),
    objectType: text('object_type').notNull(),
    objectId: uuid('object_id').notNull(),
    journeyId: uuid('journey_id').references(() => journeys.id, { onDelete: 'cascade' }),
    visibility: text('visibility').notNull(),
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    // Keyset pages newest first, the id breaking ties (drizzle/0016_timeline.sql): per actor
    // for the timeline's per-followee scans, and everyone's public ones.
    index('activities_actor_created_idx').on(
      table.actorId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('activities_public_created_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.visibility} = 'public'`),
    index('activities_journey_idx').on(table.journeyId),
    // verb and object_type stay open: the social and later issues add their own kinds.
    check(
      'activities_visibility_check',
      sql`${table.visibility} in ('private', 'followers', 'public')`,
    ),
  ],
);

/**
 * Each person's newest shared (not private) event time, kept by the app.advance_activity_head()
 * trigger on activities (drizzle/0017_timeline_heads.sql). It bounds the first page of the
 * Following tab; app_user has no grant: only SECURITY DEFINER functions read it.
 */
export const activityHeads = pgTable('activity_heads', {
  actorId: uuid('actor_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  sharedAt: timestamp('shared_at', { withTimezone: true, precision: 3 }).notNull(),
});
