// Owner: capabilities/files
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '@/db/tables/auth';

/**
 * Every stored file, so that what a user uploaded can be listed, served and deleted with
 * the account. The bytes live in the file store (local disk or S3) under `storage_key`.
 * RLS (drizzle/0005): anyone may read a row (avatars are shown to visitors), only the
 * owner writes.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What it is for: 'avatar' now; journey covers and attachments later. */
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploads_user_id_idx').on(table.userId)],
);
