// Owner: features/presence
import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '@/db/tables/profiles';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * When a person was last live (a socket open on any node): written as their first socket on a
 * node opens and their last one there closes. Others read it only through app.presence_of().
 */
export const userPresence = pgTable('user_presence', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
});
