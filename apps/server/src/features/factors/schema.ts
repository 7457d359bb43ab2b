import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '@/features/auth/schema';

// Second factors (spec §3). Row-level security in drizzle/0005_account_security_rls.sql:
// a user sees and manages only their own rows.

export const authFactors = pgTable(
  'auth_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendlyName: text('friendly_name').notNull(),
    factorType: text('factor_type', { enum: ['totp', 'phone'] }).notNull(),
    status: text('status', { enum: ['unverified', 'verified'] })
      .notNull()
      .default('unverified'),
    /** TOTP: the base32 secret, encrypted with the server's auth secret. */
    secret: text('secret'),
    phone: text('phone'),
    issuer: text('issuer'),
    /** The last TOTP time step accepted: a code of this step or earlier is a replay. */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_factors_user_id_idx').on(table.userId),
    check('auth_factors_type_check', sql`${table.factorType} in ('totp', 'phone')`),
    check('auth_factors_status_check', sql`${table.status} in ('unverified', 'verified')`),
  ],
);

export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    factorId: uuid('factor_id')
      .notNull()
      .references(() => authFactors.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Phone factors: the hash of the code sent by SMS. */
    codeHash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_challenges_factor_id_idx').on(table.factorId)],
);

export const authBackupCodes = pgTable(
  'auth_backup_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_backup_codes_user_id_idx').on(table.userId)],
);

export const factorsSchema = { authFactors, authChallenges, authBackupCodes };
