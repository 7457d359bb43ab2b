// Owner: features/webhooks
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from '@/db/tables/profiles';

/**
 * Outgoing webhook endpoints (issue 18, migration 0025): where one person's events are POSTed,
 * signed with `secret` (and `previous_secret` until it expires, after a rotation). RLS
 * (drizzle/policies/webhook_endpoints.sql): owner only.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_endpoints_user_idx').on(table.userId, table.createdAt, table.id),
    check(
      'webhook_endpoints_url_check',
      sql`char_length(${table.url}) between 1 and 2000 and ${table.url} ~ '^https?://'`,
    ),
    check('webhook_endpoints_description_check', sql`char_length(${table.description}) <= 200`),
    check(
      'webhook_endpoints_event_types_check',
      sql`cardinality(${table.eventTypes}) between 1 and 20`,
    ),
    check(
      'webhook_endpoints_secret_check',
      sql`${table.secret} ~ '^whsec_[A-Za-z0-9+/=]{20,100}$'`,
    ),
    check(
      'webhook_endpoints_disabled_reason_check',
      sql`${table.disabledReason} in ('failing', 'manual')`,
    ),
  ],
);

/**
 * One message to one endpoint and its latest attempt (migration 0025): the outbox rows written
 * with the event, then updated by the delivery job. RLS: owner only.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    responseExcerpt: text('response_excerpt'),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_deliveries_endpoint_created_idx').on(
      table.endpointId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    check('webhook_deliveries_id_check', sql`${table.id} ~ '^msg_[0-9A-Za-z]{20,40}$'`),
    check(
      'webhook_deliveries_status_check',
      sql`${table.status} in ('pending', 'succeeded', 'failed')`,
    ),
  ],
);
