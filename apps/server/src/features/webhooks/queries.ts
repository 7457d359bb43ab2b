import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { webhookDeliveries, webhookEndpoints } from '@/db/tables/webhooks';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

// The owner's requests run under withUser(): row-level security keeps each person to their
// own endpoints and deliveries, so another person's id matches nothing.

export function listEndpoints(tx: AppTransaction): Promise<WebhookEndpointRow[]> {
  return tx
    .select()
    .from(webhookEndpoints)
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

export async function countEndpoints(tx: AppTransaction): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(webhookEndpoints);
  return row?.total ?? 0;
}

export async function findEndpoint(
  tx: AppTransaction,
  id: string,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

export async function insertEndpoint(
  tx: AppTransaction,
  values: typeof webhookEndpoints.$inferInsert,
): Promise<WebhookEndpointRow> {
  const [row] = await tx.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateEndpoint(
  tx: AppTransaction,
  id: string,
  changes: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await tx
    .update(webhookEndpoints)
    .set(changes)
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row;
}

export async function deleteEndpoint(tx: AppTransaction, id: string): Promise<boolean> {
  const rows = await tx
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The endpoint's latest messages, newest first. */
export function listDeliveries(
  tx: AppTransaction,
  endpointId: string,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  return tx
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

/** A message goes back to pending, due now: a redelivery the owner asked for. */
export async function requeueDelivery(
  tx: AppTransaction,
  id: string,
  now: Date,
): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await tx
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: now })
    .where(eq(webhookDeliveries.id, id))
    .returning();
  return row;
}

// Below: the delivery job, as the server's own role (no request, no withUser). Every query
// names the rows it touches.

export type ClaimedDelivery = {
  id: string;
  endpoint_id: string;
  user_id: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | string | null;
  enabled: boolean;
};

/**
 * Takes a pending message that is due for one attempt: its next attempt moves `leaseSeconds`
 * ahead, so a second worker (or the sweeper) finding it meanwhile leaves it alone, and a worker
 * that dies mid-attempt leaves it to be picked up again after the lease.
 */
export async function claimDelivery(
  db: AppDatabase,
  id: string,
  now: Date,
  leaseSeconds: number,
): Promise<ClaimedDelivery | undefined> {
  const { rows } = await db.execute<ClaimedDelivery>(sql`
    with claimed as (
      update webhook_deliveries d
      set next_attempt_at = ${now}::timestamptz + make_interval(secs => ${leaseSeconds})
      where d.id = ${id} and d.status = 'pending'
        and (d.next_attempt_at is null or d.next_attempt_at <= ${now}::timestamptz)
      returning d.id, d.endpoint_id, d.user_id, d.body, d.attempts
    )
    select c.*, e.url, e.secret, e.previous_secret, e.previous_secret_expires_at, e.enabled
    from claimed c join webhook_endpoints e on e.id = c.endpoint_id`);
  return rows[0];
}

export async function recordAttempt(
  db: AppDatabase,
  id: string,
  attempt: {
    at: Date;
    status: 'pending' | 'succeeded' | 'failed';
    responseStatus: number | null;
    excerpt: string | null;
    durationMs: number | null;
    nextAttemptAt: Date | null;
  },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      status: attempt.status,
      lastAttemptAt: attempt.at,
      responseStatus: attempt.responseStatus,
      responseExcerpt: attempt.excerpt,
      durationMs: attempt.durationMs,
      nextAttemptAt: attempt.nextAttemptAt,
    })
    .where(eq(webhookDeliveries.id, id));
}

/** A message of an endpoint that is off or gone is dropped, not retried. */
export async function dropDelivery(db: AppDatabase, id: string, reason: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null, responseExcerpt: reason })
    .where(eq(webhookDeliveries.id, id));
}

export async function markEndpointHealthy(db: AppDatabase, endpointId: string): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ failingSince: null })
    .where(
      and(eq(webhookEndpoints.id, endpointId), sql`${webhookEndpoints.failingSince} is not null`),
    );
}

/** Starts the endpoint's failure clock if it is not running; answers since when it runs. */
export async function markEndpointFailing(
  db: AppDatabase,
  endpointId: string,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now}::timestamptz)` })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({ failingSince: webhookEndpoints.failingSince });
  return row?.failingSince ?? null;
}

export type DisabledEndpoint = {
  user_id: string;
  url: string;
  email: string;
  name: string;
};

/**
 * Switches a failing endpoint off, once (null when it already was), with whom to tell. Its
 * pending messages stop with it.
 */
export async function disableFailingEndpoint(
  db: AppDatabase,
  endpointId: string,
): Promise<DisabledEndpoint | undefined> {
  const { rows } = await db.execute<DisabledEndpoint>(sql`
    with off as (
      update webhook_endpoints set enabled = false, disabled_reason = 'failing'
      where id = ${endpointId} and enabled
      returning user_id, url
    )
    select off.user_id, off.url, u.email, coalesce(p.full_name, p.username, u.name) as name
    from off join users u on u.id = off.user_id join profiles p on p.id = off.user_id`);
  if (rows[0]) {
    await db
      .update(webhookDeliveries)
      .set({ status: 'failed', nextAttemptAt: null })
      .where(
        and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')),
      );
  }
  return rows[0];
}

/** Pending messages due by `now` (retries whose job was lost, events sent while the queue was off). */
export async function dueDeliveryIds(db: AppDatabase, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
