// Owner: features/social
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { connectionTypes, reportReasons } from '@waymark/shared/social/contracts';
import { profiles } from '@/db/tables/profiles';

// The social tables of spec §3. Row-level security, the integrity triggers and the
// privileged functions live in drizzle/0006_social_rls.sql (see docs/ARCHITECTURE.md,
// "Social graph and privacy"): drizzle-kit cannot express them.

const id = () => uuid('id').primaryKey().defaultRandom();
const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });
const otherParty = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * `user_id` is the person FOLLOWED (whose followers list this row is on); `follower_id` is
 * the follower. The followed person manages the rows (accepts, declines, removes a
 * follower); following and unfollowing go through app.social_follow()/social_unfollow().
 */
export const followers = pgTable(
  'followers',
  {
    id: id(),
    userId: owner(),
    followerId: otherParty('follower_id'),
    status: text('status', { enum: ['pending', 'accepted'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('followers_pair_key').on(table.userId, table.followerId),
    // Keyset pages of "who follows X" and "whom does X follow", newest first.
    index('followers_user_page_idx').on(table.userId, table.status, table.createdAt, table.id),
    index('followers_follower_page_idx').on(
      table.followerId,
      table.status,
      table.createdAt,
      table.id,
    ),
    check('followers_not_self', sql`${table.userId} <> ${table.followerId}`),
    check('followers_status_check', sql`${table.status} in ('pending', 'accepted')`),
  ],
);

/**
 * `user_id` asked, `connected_user_id` was asked. One row per pair in either direction;
 * the person asked accepts through app.social_accept_connection().
 */
export const connections = pgTable(
  'connections',
  {
    id: id(),
    userId: owner(),
    connectedUserId: otherParty('connected_user_id'),
    connectionType: text('connection_type', { enum: connectionTypes }).notNull(),
    status: text('status', { enum: ['pending', 'accepted'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('connections_pair_key').on(table.userId, table.connectedUserId),
    // A asks B and B asks A are the same pair.
    uniqueIndex('connections_unordered_pair_key').on(
      sql`least(${table.userId}, ${table.connectedUserId})`,
      sql`greatest(${table.userId}, ${table.connectedUserId})`,
    ),
    index('connections_connected_user_idx').on(table.connectedUserId),
    check('connections_not_self', sql`${table.userId} <> ${table.connectedUserId}`),
    check(
      'connections_type_check',
      sql`${table.connectionType} in ('friend', 'family', 'colleague', 'mentor', 'teammate', 'other')`,
    ),
    check('connections_status_check', sql`${table.status} in ('pending', 'accepted')`),
  ],
);

export const blockedUsers = pgTable(
  'blocked_users',
  {
    id: id(),
    userId: owner(),
    blockedUserId: otherParty('blocked_user_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('blocked_users_pair_key').on(table.userId, table.blockedUserId),
    // "Did they block me?" is asked from the other side.
    index('blocked_users_blocked_idx').on(table.blockedUserId, table.userId),
    check('blocked_users_not_self', sql`${table.userId} <> ${table.blockedUserId}`),
  ],
);

export const restrictedUsers = pgTable(
  'restricted_users',
  {
    id: id(),
    userId: owner(),
    restrictedUserId: otherParty('restricted_user_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('restricted_users_pair_key').on(table.userId, table.restrictedUserId),
    check('restricted_users_not_self', sql`${table.userId} <> ${table.restrictedUserId}`),
  ],
);

export const mutedUsers = pgTable(
  'muted_users',
  {
    id: id(),
    userId: owner(),
    mutedUserId: otherParty('muted_user_id'),
    /** Null: muted until undone. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('muted_users_pair_key').on(table.userId, table.mutedUserId),
    check('muted_users_not_self', sql`${table.userId} <> ${table.mutedUserId}`),
  ],
);

/** Reports of a profile from its page's menu; read by their author only (moderation: later). */
export const userReports = pgTable(
  'user_reports',
  {
    id: id(),
    userId: owner(),
    reportedUserId: otherParty('reported_user_id'),
    reason: text('reason', { enum: reportReasons }).notNull(),
    details: text('details').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('user_reports_user_idx').on(table.userId),
    index('user_reports_reported_idx').on(table.reportedUserId),
    check(
      'user_reports_reason_check',
      sql`${table.reason} in ('spam', 'harassment', 'impersonation', 'inappropriate', 'other')`,
    ),
  ],
);

/**
 * Follower and following counts per profile, kept by a trigger on followers (accepted rows
 * only), so a profile with a million followers reads its stats in one row.
 */
export const socialCounts = pgTable('social_counts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  followers: integer('followers').notNull().default(0),
  following: integer('following').notNull().default(0),
});

export const socialSchema = {
  socialCounts,
  followers,
  connections,
  blockedUsers,
  restrictedUsers,
  mutedUsers,
  userReports,
};
