// Owner: capabilities/points
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { profiles } from '@/db/tables/profiles';

/**
 * The points ledger (issue 16): one row per credit (a step or journey completed, a streak
 * day) or its reversal (`reverses`, the same reason with the opposite points), written in the
 * transaction of the change. `day` is the UTC day the credit counts for (a reversal keeps its
 * credit's day). Triggers add each row to leaderboard_totals (drizzle/0018_leaderboard.sql).
 */
export const leaderboardLedger = pgTable(
  'leaderboard_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** The step or journey that earned it. */
    subjectId: uuid('subject_id'),
    category: text('category').notNull(),
    points: integer('points').notNull(),
    day: date('day').notNull(),
    reverses: uuid('reverses').references((): AnyPgColumn => leaderboardLedger.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('leaderboard_ledger_user_day_idx').on(table.userId, table.day),
    index('leaderboard_ledger_user_subject_idx').on(table.userId, table.subjectId),
    uniqueIndex('leaderboard_ledger_reverses_key').on(table.reverses),
    check(
      'leaderboard_ledger_reason_check',
      sql`${table.reason} in ('step.completed', 'journey.completed', 'streak.day')`,
    ),
    check('leaderboard_ledger_points_check', sql`${table.points} between -1000 and 1000`),
  ],
);

/** Points per period key and person, kept by the ledger's trigger; read by the board. */
export const leaderboardTotals = pgTable(
  'leaderboard_totals',
  {
    period: text('period').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    optedIn: boolean('opted_in').notNull().default(true),
    listed: boolean('listed').notNull().default(true),
  },
  (table) => [
    primaryKey({ name: 'leaderboard_totals_pkey', columns: [table.period, table.userId] }),
    index('leaderboard_totals_period_points_idx').on(
      table.period,
      table.points.desc(),
      table.userId,
    ),
    index('leaderboard_totals_user_idx').on(table.userId),
  ],
);

/** How many listed people have each number of points per period: a rank is a sum over it. */
export const leaderboardHistogram = pgTable(
  'leaderboard_histogram',
  {
    period: text('period').notNull(),
    points: integer('points').notNull(),
    people: integer('people').notNull(),
  },
  (table) => [
    primaryKey({ name: 'leaderboard_histogram_pkey', columns: [table.period, table.points] }),
  ],
);
