// Owner: capabilities/second-factors
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '@/db/tables/auth';

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

/**
 * What the server counts against second-factor guessing (drizzle/0012_factor_attempts.sql):
 * challenges requested, SMS sent, and verifications (a 'failure' row is written before the
 * code is checked and becomes 'success' when it was right). Server-only: app_user has no
 * privilege on it; the privileged connection writes it, so every node shares one count.
 */
export const authFactorAttempts = pgTable(
  'auth_factor_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for backup codes: they count against the account only. No FK: a deleted factor's failures still count. */
    factorId: uuid('factor_id'),
    kind: text('kind', { enum: ['challenge', 'sms', 'failure', 'success'] }).notNull(),
    /** SMS: an HMAC of the number, so one number is limited across accounts without storing it again. */
    phoneHash: text('phone_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_factor_attempts_user_kind_idx').on(table.userId, table.kind, table.createdAt),
    index('auth_factor_attempts_phone_idx')
      .on(table.phoneHash, table.createdAt)
      .where(sql`${table.phoneHash} is not null`),
    check(
      'auth_factor_attempts_kind_check',
      sql`${table.kind} in ('challenge', 'sms', 'failure', 'success')`,
    ),
  ],
);

/** One row per account that ever guessed: the lock its verifications are under, if any. */
export const authFactorLockouts = pgTable('auth_factor_lockouts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Lockouts in a row (each one within a day of the last): the next one lasts twice as long. */
  lockouts: integer('lockouts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const factorsSchema = {
  authFactors,
  authChallenges,
  authBackupCodes,
  authFactorAttempts,
  authFactorLockouts,
};
