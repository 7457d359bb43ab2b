// Owner: features/support
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '@/db/tables/auth';

/**
 * Messages sent through Settings → Support. Each is stored, then mailed to SUPPORT_EMAIL.
 * RLS (drizzle/0005): a signed-in user files tickets as themselves and reads their own.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** App version and browser the form was sent from, to help answer it. */
    context: text('context'),
    /** Filed by a Pro member (issue 19): answered first. */
    priority: boolean('priority').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_tickets_user_id_idx').on(table.userId)],
);
