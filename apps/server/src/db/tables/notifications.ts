// Owner: features/notifications
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '@/db/tables/profiles';

/**
 * Notifications (issue 16, drizzle/0021_notifications.sql): one row per notification or per
 * group of them (same kind and subject while unread, within a day). Written only through
 * app.record_notification() in the transaction of their cause; RLS: the recipient's own.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id'),
    excerpt: text('excerpt'),
    /** The newest few actors, newest first. */
    actorIds: uuid('actor_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    actorCount: integer('actor_count').notNull().default(0),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailState: text('email_state').notNull().default('none'),
    /** Failed sends so far; the e-mail job gives up after a few. */
    emailAttempts: integer('email_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_recipient_updated_idx').on(
      table.recipientId,
      table.updatedAt.desc(),
      table.id.desc(),
    ),
    index('notifications_unread_idx')
      .on(table.recipientId)
      .where(sql`${table.readAt} IS NULL`),
    index('notifications_email_idx')
      .on(table.emailState, table.createdAt)
      .where(sql`${table.emailState} in ('pending', 'digest')`),
    check(
      'notifications_email_state_check',
      sql`${table.emailState} in ('none', 'pending', 'digest', 'sent')`,
    ),
  ],
);
