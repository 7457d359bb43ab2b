// Owner: features/journeys
import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { journeys } from '@/db/tables/journeys';
import { profiles } from '@/db/tables/profiles';

/**
 * Amounts logged toward a journey's target (issue 34: "12.5 km on 3 May"). Never edited: a
 * wrong one is deleted and logged again. A trigger adds each amount to journeys.target_logged
 * and takes it back on delete (drizzle/0034_journey_targets.sql); RLS:
 * drizzle/policies/journey_entries.sql.
 */
export const journeyEntries = pgTable(
  'journey_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    journeyId: uuid('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    occurredOn: date('occurred_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    // The journey's list, newest day first (then newest logged), as the keyset page walks it.
    index('journey_entries_journey_occurred_idx').on(
      table.journeyId,
      table.occurredOn.desc(),
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('journey_entries_author_idx').on(table.authorId),
    check('journey_entries_amount_check', sql`${table.amount} > 0`),
    check('journey_entries_note_check', sql`char_length(${table.note}) <= 500`),
  ],
);
