// Owner: capabilities/idempotency
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from '@/db/tables/profiles';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

// Issue 19 (migration 0026), for every creating POST since issue 31; grants and RLS (own rows)
// are in the migration.

/** The first answer of a write sent with an Idempotency-Key, replayed to repeats (24 h). */
export const requestIdempotencyKeys = pgTable(
  'request_idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'request_idempotency_keys_pk', columns: [table.userId, table.key] }),
    index('request_idempotency_keys_created_idx').on(table.createdAt),
  ],
);
