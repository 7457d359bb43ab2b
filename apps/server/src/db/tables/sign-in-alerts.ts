// Owner: capabilities/sign-in-alerts
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '@/db/tables/profiles';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

// Pro for people (issue 19, migration 0026); grants and RLS (own rows) are in the migration
// and drizzle/policies/<table>.sql.

/** Devices (browser family + system + device cookie, hashed) an account has signed in from. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    deviceName: text('device_name').notNull(),
    firstSeenAt: instant('first_seen_at').notNull().defaultNow(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'known_devices_pk', columns: [table.userId, table.fingerprint] })],
);

/** A new-device sign-in alert; used_at marks its "This wasn't me" link spent. */
export const signInAlerts = pgTable(
  'sign_in_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    deviceName: text('device_name').notNull(),
    ipAddress: text('ip_address'),
    place: text('place'),
    createdAt: instant('created_at').notNull().defaultNow(),
    usedAt: instant('used_at'),
  },
  (table) => [index('sign_in_alerts_user_idx').on(table.userId, table.createdAt.desc())],
);
