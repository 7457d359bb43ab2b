// Owner: features/insights
import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '@/db/tables/profiles';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * The weekly insights mail's preference (Pro for people, issue 19, migration 0026). Grants and RLS (own rows) are in the migration
 * and drizzle/policies/<table>.sql.
 */
export const insightPreferences = pgTable(
  'insight_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    weeklyEmail: boolean('weekly_email').notNull().default(false),
    lastMailedWeek: date('last_mailed_week'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('insight_preferences_weekly_idx')
      .on(table.userId)
      .where(sql`weekly_email`),
  ],
);
