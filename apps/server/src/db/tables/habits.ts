// Owner: features/journeys
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { journeys, journeySteps } from '@/db/tables/journeys';
import { profiles } from '@/db/tables/profiles';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * Check-ins of recurring steps (issue 34, habits): one row per time a person did it, dated by
 * the person's calendar day. A day may have several (a 3-times-a-day habit). journey_id repeats
 * the step's journey so row-level security needs no join through the step.
 * Migration and grants: drizzle/0035_habits.sql; policies: drizzle/policies/step_checkins.sql.
 */
export const stepCheckins = pgTable(
  'step_checkins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stepId: uuid('step_id')
      .notNull()
      .references(() => journeySteps.id, { onDelete: 'cascade' }),
    journeyId: uuid('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    occurredOn: date('occurred_on').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('step_checkins_step_day_idx').on(table.stepId, table.occurredOn),
    index('step_checkins_journey_idx').on(table.journeyId),
    index('step_checkins_author_idx').on(table.authorId),
  ],
);

/**
 * Pauses of a journey (a holiday, an illness): its habits' periods in them neither break nor
 * extend a streak, and the forecast leaves their days out. Both days included.
 */
export const journeyPauses = pgTable(
  'journey_pauses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    journeyId: uuid('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    fromOn: date('from_on').notNull(),
    untilOn: date('until_on').notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('journey_pauses_journey_idx').on(table.journeyId, table.fromOn),
    index('journey_pauses_created_by_idx').on(table.createdBy),
    check('journey_pauses_range_check', sql`${table.untilOn} >= ${table.fromOn}`),
    check('journey_pauses_reason_check', sql`char_length(${table.reason}) <= 200`),
  ],
);
