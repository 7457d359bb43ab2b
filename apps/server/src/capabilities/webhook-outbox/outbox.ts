import type { WebhookDeliveryEventType } from '@waymark/shared/webhooks/contracts';
import type { AppTransaction } from '@/db/client';
import { withServerRole } from '@/db/server-role';
import type { JobQueue } from '@/jobs/job-queue';
import { insertDeliveries, subscribedEndpoints } from '@/capabilities/webhook-outbox/queries';
import { generateMessageId } from '@/capabilities/webhook-outbox/signature';

export const webhookJobs = {
  /** One attempt of one message: `{ deliveryId }`. */
  deliver: 'webhooks.deliver',
  /** Every minute: messages due whose job never ran (queue off when sent, a lost retry). */
  sweep: 'webhooks.sweep',
} as const;

/**
 * The queue of this process once it runs (features/webhooks/jobs.ts sets it). Services that
 * emit events know only their transaction; the queue's job is added inside it.
 */
let activeQueue: JobQueue | undefined;

export function setWebhookQueue(queue: JobQueue | undefined): void {
  activeQueue = queue;
}

export const webhookQueue = (): JobQueue | undefined =>
  activeQueue?.started ? activeQueue : undefined;

export interface WebhookEvent {
  type: WebhookDeliveryEventType;
  /** Whose endpoints hear of it. */
  ownerId: string;
  data: Record<string, unknown>;
}

/**
 * Records `event` for each of its owner's endpoints subscribed to it, in the transaction of
 * the change (the outbox: the messages exist exactly when the change does), and adds their
 * delivery jobs in the same transaction when the queue runs; otherwise the sweeper finds them.
 * A person without endpoints costs one indexed query. `onBehalf`: the caller is not the owner
 * (a follow, a comment), so the owner's endpoints are read as the server's role.
 */
export async function recordWebhookEvent(
  tx: AppTransaction,
  event: WebhookEvent,
  options: { onBehalf?: boolean; endpointIds?: string[]; now?: Date } = {},
): Promise<string[]> {
  const now = options.now ?? new Date();
  const write = async (inner: AppTransaction) => {
    const endpoints = options.endpointIds
      ? options.endpointIds.map((id) => ({ id }))
      : await subscribedEndpoints(inner, event.ownerId, event.type);
    if (endpoints.length === 0) return [];
    const body = JSON.stringify({
      type: event.type,
      timestamp: now.toISOString(),
      data: event.data,
    });
    const rows = endpoints.map((endpoint) => ({
      id: generateMessageId(),
      endpointId: endpoint.id,
      userId: event.ownerId,
      eventType: event.type,
      body,
      nextAttemptAt: now,
      createdAt: now,
    }));
    await insertDeliveries(inner, rows);
    const queue = webhookQueue();
    if (queue) {
      for (const row of rows) {
        await queue.sendInTransaction(inner, webhookJobs.deliver, { deliveryId: row.id });
      }
    }
    return rows.map((row) => row.id);
  };
  return options.onBehalf ? withServerRole(tx, write) : write(tx);
}
