// Owner: features/profiles
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '@/db/tables/auth';

// Row-level security, the app_user role and the policies live in the custom
// migration drizzle/0001_profiles_rls.sql: drizzle-kit cannot express FORCE RLS.
export const profiles = pgTable(
  'profiles',
  {
    // The account's id: one profile per user, gone with the user.
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name'),
    avatarUrl: text('avatar_url'),
    username: text('username'),
    bio: text('bio'),
    location: text('location'),
    website: text('website'),
    language: text('language').notNull().default('en'),
    visibility: text('visibility', { enum: ['public', 'followers', 'private'] })
      .notNull()
      .default('public'),
    /** Set when onboarding was finished or skipped. */
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Case-insensitive: 'Ada' and 'ada' are the same person's handle.
    uniqueIndex('profiles_username_lower_key').on(sql`lower(${table.username})`),
    check(
      'profiles_visibility_check',
      sql`${table.visibility} in ('public', 'followers', 'private')`,
    ),
  ],
);
