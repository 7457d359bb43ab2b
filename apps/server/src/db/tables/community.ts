// Owner: features/community
import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { conversations } from '@/db/tables/chat';
import { messages } from '@/db/tables/messages';
import { profiles } from '@/db/tables/profiles';

// The members' community (issue 19), as drizzle/0029_community.sql creates it. Channels and
// their messages are chat's tables (conversations of kind 'channel'); these hold what only the
// community has. Row-level security in drizzle/policies/community_*.sql; moderator actions
// only through the app.community_*() functions of that migration.

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** COMMUNITY_MODERATORS, lower case, copied by the server at start-up. */
export const communityModeratorEmails = pgTable('community_moderator_emails', {
  email: text('email').primaryKey(),
});

export const communityReads = pgTable(
  'community_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    lastReadAt: at('last_read_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'community_reads_pkey', columns: [table.userId, table.conversationId] }),
  ],
);

export const communityReports = pgTable(
  'community_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reason: text('reason', {
      enum: ['spam', 'harassment', 'hate', 'self-harm', 'other'],
    }).notNull(),
    note: text('note'),
    status: text('status', { enum: ['open', 'dismissed', 'removed'] })
      .notNull()
      .default('open'),
    createdAt: at('created_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => profiles.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('community_reports_once').on(table.messageId, table.reporterId),
    index('community_reports_queue_idx').on(table.status, table.createdAt),
  ],
);

export const communityBans = pgTable('community_bans', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  reason: text('reason'),
  bannedBy: uuid('banned_by').references(() => profiles.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const communityModerationLog = pgTable(
  'community_moderation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moderatorId: uuid('moderator_id').references(() => profiles.id, { onDelete: 'set null' }),
    action: text('action', { enum: ['remove', 'dismiss', 'ban', 'unban'] }).notNull(),
    targetUserId: uuid('target_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    reportId: uuid('report_id').references(() => communityReports.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('community_moderation_log_recent_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);

export const communitySchema = {
  communityModeratorEmails,
  communityReads,
  communityReports,
  communityBans,
  communityModerationLog,
};
