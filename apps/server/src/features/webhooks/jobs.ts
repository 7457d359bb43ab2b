import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '@/config';
import {
  attemptDelivery,
  sweepDueDeliveries,
  type DeliveryDeps,
} from '@/features/webhooks/delivery-service';
import { setWebhookQueue, webhookJobs } from '@/capabilities/webhook-outbox/outbox';

const deliveryDataOf = (data: object): string | null => {
  const id = (data as { deliveryId?: unknown }).deliveryId;
  return typeof id === 'string' ? id : null;
};

/**
 * Outgoing webhooks through the job queue: one `webhooks.deliver` job per attempt (its retries
 * are new jobs at their time, so the queue's own retries stay off), and every minute a sweep for
 * messages whose job never ran. Once the queue runs, events add their jobs in their own
 * transaction (capabilities/webhook-outbox/outbox.ts).
 */
export const webhookJobsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const deps: DeliveryDeps = {
      db: app.database.db,
      allowPrivateTargets: config.webhooks.allowPrivateTargets,
      queue: app.jobs,
      mailer: () => app.mailer(),
      publicUrl: config.publicUrl,
      productName: config.productName,
    };
    await app.jobs.register(
      webhookJobs.deliver,
      async ({ data }) => {
        const deliveryId = deliveryDataOf(data);
        if (!deliveryId) return;
        // Never fails the batch: a delivery's own failure is recorded and retried by
        // attemptDelivery; a database error leaves the message to the sweeper after its lease.
        await attemptDelivery(deps, deliveryId).catch((error: unknown) => {
          app.log.error({ err: error, deliveryId }, 'webhook delivery');
        });
      },
      // Up to 50 deliveries side by side per poll, polled twice a second (a slow receiver can
      // hold its batch's next poll back by its 15 s time-out at most).
      { retryLimit: 0, batchSize: 50, pollingIntervalSeconds: 0.5 },
    );
    await app.jobs.register(webhookJobs.sweep, async () => {
      await sweepDueDeliveries(deps);
    });
    await app.jobs.schedule(webhookJobs.sweep, '* * * * *');
    if (config.jobs) {
      app.addHook('onReady', () => {
        setWebhookQueue(app.jobs);
      });
      app.addHook('onClose', () => {
        setWebhookQueue(undefined);
      });
    }
  },
  { name: 'webhook-jobs', dependencies: ['jobs'] },
);
