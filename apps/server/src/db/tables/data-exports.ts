// Owner: features/data-export
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from '@/db/tables/profiles';

/**
 * Export and backup archives (issue 18, migration 0028): their progress while a job builds
 * them and the file-store key of the zip. RLS (drizzle/policies/data_exports.sql): owner only.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('export'),
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    storageKey: text('storage_key'),
    byteSize: bigint('byte_size', { mode: 'number' }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('data_exports_user_created_idx').on(
      table.userId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    check('data_exports_kind_check', sql`${table.kind} in ('export', 'backup')`),
    check(
      'data_exports_status_check',
      sql`${table.status} in ('queued', 'running', 'ready', 'failed')`,
    ),
    check('data_exports_progress_check', sql`${table.progress} between 0 and 100`),
  ],
);

/** What an import made from what (migration 0028): re-importing skips these. RLS: owner only. */
export const importMappings = pgTable(
  'import_mappings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sourceId: uuid('source_id').notNull(),
    targetId: uuid('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      name: 'import_mappings_pkey',
      columns: [table.userId, table.kind, table.sourceId],
    }),
    check('import_mappings_kind_check', sql`${table.kind} in ('project', 'journey')`),
  ],
);

/**
 * What an import from another tracker made from which record of the file (migration 0037):
 * `key` as the parser names it (packages/shared/src/data-export/trackers), `target_id` the
 * journey, step or entry made. RLS: owner only.
 */
export const importKeys = pgTable(
  'import_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    targetId: uuid('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'import_keys_pkey', columns: [table.userId, table.kind, table.key] }),
    check('import_keys_kind_check', sql`${table.kind} in ('journey', 'step', 'entry')`),
    check('import_keys_key_check', sql`char_length(${table.key}) between 1 and 400`),
  ],
);
