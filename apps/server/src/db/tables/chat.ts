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
// app.chat_*() functions of that migration.

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

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    body: text('body').notNull().default(''),
    replyToId: uuid('reply_to_id'),
    attachmentUrl: text('attachment_url'),
    mentions: uuid('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    clientKey: text('client_key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    editedAt: at('edited_at'),
    deletedAt: at('deleted_at'),
    /** A community moderator removed it (its text is gone). */
    removedAt: at('removed_at'),
  },
  (table) => [
    index('messages_history_idx').on(table.conversationId, table.createdAt.desc(), table.id.desc()),
    uniqueIndex('messages_client_key').on(table.senderId, table.clientKey),
    index('messages_sender_recent_idx').on(table.senderId, table.createdAt.desc()),
  ],
);

export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      name: 'message_reactions_pkey',
      columns: [table.messageId, table.userId, table.emoji],
    }),
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
  messages,
  messageReactions,
  conversationReads,
};
