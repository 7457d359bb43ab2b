import { and, eq, sql } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { webhookDeliveries, webhookEndpoints } from '@/db/tables/webhooks';

export type NewWebhookDelivery = typeof webhookDeliveries.$inferInsert;

/**
 * `ownerId`'s enabled endpoints subscribed to `eventType`. Names the owner: it also runs as the
 * server's role, for events one person causes for another (a follow, a comment).
 */
export function subscribedEndpoints(
  tx: AppTransaction,
  ownerId: string,
  eventType: string,
): Promise<{ id: string }[]> {
  return tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.userId, ownerId),
        eq(webhookEndpoints.enabled, true),
        sql`${eventType} = any(${webhookEndpoints.eventTypes})`,
      ),
    );
}

export async function insertDeliveries(
  tx: AppTransaction,
  rows: NewWebhookDelivery[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(webhookDeliveries).values(rows);
}
