// Owner: capabilities/messages
import { sql } from 'drizzle-orm';
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
import { profiles } from '@/db/tables/profiles';

// The messages of chat's conversations and of the community's channels (a channel is a
// conversation of its own kind), as drizzle/0024_chat.sql and 0029_community.sql create them;
// row-level security in drizzle/policies/messages.sql and message_reactions.sql. The
// messaging core (capabilities/messages) writes them for both features; a moderator's
// removal goes through app.community_remove_message().

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

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

export const messagesSchema = { messages, messageReactions };
