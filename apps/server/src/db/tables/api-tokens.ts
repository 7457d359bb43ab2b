// Owner: capabilities/api-tokens
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '@/db/tables/profiles';

/**
 * Personal access tokens (issue 18, migration 0017): the SHA-256 of each token, never the
 * token; its scopes, expiry and last use. RLS (drizzle/policies/api_tokens.sql): owner only.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
  },
  (table) => [
    uniqueIndex('api_tokens_token_hash_key').on(table.tokenHash),
    index('api_tokens_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    check('api_tokens_name_check', sql`char_length(${table.name}) between 1 and 100`),
    check('api_tokens_token_hash_check', sql`${table.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check('api_tokens_scopes_check', sql`cardinality(${table.scopes}) between 1 and 20`),
    check('api_tokens_expiry_check', sql`${table.expiresAt} > ${table.createdAt}`),
  ],
);
