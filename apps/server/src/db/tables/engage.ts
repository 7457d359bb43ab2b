// Owner: features/engage
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CommentMention } from '@waymark/shared/engage/contracts';
import { activities } from '@/db/tables/activities';
import { profiles } from '@/db/tables/profiles';

// Cheers and comments on activities (issue 16), as drizzle/0020_cheers_comments.sql creates
// them; row-level security in drizzle/policies/activity_cheers.sql and activity_comments.sql.

/** One cheer per person per activity. */
export const activityCheers = pgTable(
  'activity_cheers',
  {
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'activity_cheers_pkey', columns: [table.activityId, table.userId] }),
    index('activity_cheers_user_idx').on(table.userId),
  ],
);

/**
 * `owner_id` (the activity's actor) and `pending` (the author is restricted by the owner) are
 * set by a trigger on insert, whatever the insert says.
 */
export const activityComments = pgTable(
  'activity_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The mentions that link (the person existed and could see the activity when written). */
    mentions: jsonb('mentions')
      .$type<CommentMention[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    pending: boolean('pending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('activity_comments_thread_idx').on(table.activityId, table.createdAt, table.id),
    index('activity_comments_author_idx').on(table.authorId),
    check(
      'activity_comments_body_check',
      sql`char_length(${table.body}) between 1 and 1000 and ${table.body} = btrim(${table.body})`,
    ),
    check('activity_comments_mentions_check', sql`jsonb_typeof(${table.mentions}) = 'array'`),
  ],
);

export const engageSchema = { activityCheers, activityComments };
