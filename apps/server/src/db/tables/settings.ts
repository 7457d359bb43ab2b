// Owner: features/settings
import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '@/db/tables/profiles';

/**
 * One row per user holding the settings sections' choices (the language itself lives on
 * profiles.language, spec §3). A missing row means every default. RLS (drizzle/0005):
 * a user reads and writes only their own row.
 */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    // Language and region: null means "follow the browser / the language".
    timeZone: text('time_zone'),
    currency: text('currency'),
    dateFormat: text('date_format'),
    /** { [notificationType]: { inApp: boolean, email: boolean } }; absent types use defaults. */
    notifications: jsonb('notifications')
      .notNull()
      .default(sql`'{}'::jsonb`),
    // Privacy (honoured by the social feature).
    whoCanFollow: text('who_can_follow').notNull().default('everyone'),
    whoCanMessage: text('who_can_message').notNull().default('everyone'),
    showActivityStatus: boolean('show_activity_status').notNull().default(true),
    // Whether the leaderboards show this person (drizzle/0018_leaderboard.sql).
    showOnLeaderboard: boolean('show_on_leaderboard').notNull().default(true),
    /** Off: Discover leaves the person out (read through app.is_discoverable(), drizzle/0022_discover.sql). */
    discoverable: boolean('discoverable').notNull().default(true),
    // Content.
    defaultJourneyVisibility: text('default_journey_visibility').notNull().default('private'),
    showCompletedJourneys: boolean('show_completed_journeys').notNull().default(true),
    reduceMotion: boolean('reduce_motion').notNull().default(false),
    // Communication (mails carry unsubscribe links that turn these off).
    productUpdates: boolean('product_updates').notNull().default(true),
    weeklyDigest: boolean('weekly_digest').notNull().default(false),
    tips: boolean('tips').notNull().default(true),
    // Notifications (issue 16, drizzle/0017): no e-mail between these ('HH:MM', own time zone),
    // and whether notification e-mail goes one by one ('off') or in a daily or weekly digest.
    quietHoursStart: text('quiet_hours_start'),
    quietHoursEnd: text('quiet_hours_end'),
    emailDigest: text('email_digest').notNull().default('off'),
    /** When the last digest went out; written by the digest job. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'user_settings_email_digest_check',
      sql`${table.emailDigest} in ('off', 'daily', 'weekly')`,
    ),
    check(
      'user_settings_who_can_follow_check',
      sql`${table.whoCanFollow} in ('everyone', 'approval')`,
    ),
    check(
      'user_settings_who_can_message_check',
      sql`${table.whoCanMessage} in ('everyone', 'connections', 'nobody')`,
    ),
    check(
      'user_settings_default_journey_visibility_check',
      sql`${table.defaultJourneyVisibility} in ('private', 'followers', 'public')`,
    ),
  ],
);
