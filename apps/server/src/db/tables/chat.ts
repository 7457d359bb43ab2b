// Owner: features/chat
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from '@/db/tables/profiles';

// Chat (issue 17), as drizzle/0024_chat.sql creates it; row-level security in
// drizzle/policies/conversations.sql, conversation_members.sql, messages.sql,
// message_reactions.sql and conversation_reads.sql. Membership is written only by the
// app.chat_*() functions of that migration. The messages themselves are in messages.ts.

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // 'channel': a community channel (issue 19, drizzle/0029_community.sql), with a slug.
    kind: text('kind', { enum: ['direct', 'group', 'channel'] }).notNull(),
    name: text('name'),
    avatarUrl: text('avatar_url'),
    directKey: text('direct_key'),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    lastMessageAt: at('last_message_at'),
    slug: text('slug'),
    position: smallint('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('conversations_direct_key')
      .on(table.directKey)
      .where(sql`${table.directKey} IS NOT NULL`),
    uniqueIndex('conversations_slug')
      .on(table.slug)
      .where(sql`${table.slug} IS NOT NULL`),
    check('conversations_kind_check', sql`${table.kind} in ('direct', 'group', 'channel')`),
  ],
);

export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'member'] })
      .notNull()
      .default('member'),
    requestState: text('request_state', { enum: ['accepted', 'pending', 'declined'] })
      .notNull()
      .default('accepted'),
    joinedAt: at('joined_at').notNull().defaultNow(),
    mutedUntil: timestamp('muted_until', { withTimezone: true }),
    hideReceipts: boolean('hide_receipts').notNull().default(false),
  },
  (table) => [
    primaryKey({
      name: 'conversation_members_pkey',
      columns: [table.conversationId, table.userId],
    }),
    index('conversation_members_user_idx').on(table.userId, table.conversationId),
  ],
);

/** The read watermark: one row per (conversation, member). */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id').notNull(),
    userId: uuid('user_id').notNull(),
    lastReadMessageId: uuid('last_read_message_id'),
    lastReadAt: at('last_read_at'),
  },
  (table) => [
    primaryKey({ name: 'conversation_reads_pkey', columns: [table.conversationId, table.userId] }),
  ],
);

export const chatSchema = {
  conversations,
  conversationMembers,
  conversationReads,
};
