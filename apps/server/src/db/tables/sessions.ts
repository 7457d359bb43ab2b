// Owner: capabilities/active-sessions
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sessions } from '@/db/tables/auth';
import { profiles } from '@/db/tables/profiles';

/**
 * The devices signed in to an account (spec §3 active_sessions): one row per better-auth
 * session, gone with it. RLS (drizzle/0005): a user views and manages only their own rows.
 */
export const activeSessions = pgTable(
  'active_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    deviceType: text('device_type', { enum: ['desktop', 'mobile', 'tablet', 'unknown'] })
      .notNull()
      .default('unknown'),
    deviceName: text('device_name').notNull().default(''),
    ipAddress: text('ip_address'),
    location: text('location').notNull().default('Unknown location'),
    lastActive: timestamp('last_active', { withTimezone: true }).notNull().defaultNow(),
    /** Refreshed for the reader each time the list is read: true on the row of their own session. */
    isCurrent: boolean('is_current').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('active_sessions_user_id_idx').on(table.userId),
    uniqueIndex('active_sessions_session_id_key').on(table.sessionId),
    check(
      'active_sessions_device_type_check',
      sql`${table.deviceType} in ('desktop', 'mobile', 'tablet', 'unknown')`,
    ),
  ],
);
