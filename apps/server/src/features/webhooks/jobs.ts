import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '@/config';
import { createMailer, type Mailer } from '@/features/mail/service';
import {
  attemptDelivery,
  sweepDueDeliveries,
  type DeliveryDeps,
} from '@/features/webhooks/delivery-service';
import { setWebhookQueue, webhookJobs } from '@/features/webhooks/outbox';

const deliveryDataOf = (data: object): string | null => {
  const id = (data as { deliveryId?: unknown }).deliveryId;
  return typeof id === 'string' ? id : null;
};

/**
 * Outgoing webhooks through the job queue: one `webhooks.deliver` job per attempt (its retries
 * are new jobs at their time, so the queue's own retries stay off), and every minute a sweep for
 * messages whose job never ran. Once the queue runs, events add their jobs in their own
 * transaction (features/webhooks/outbox.ts).
 */
export const webhookJobsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    let mailer: Promise<Mailer> | undefined;
    const deps: DeliveryDeps = {
      db: app.database.db,
      allowPrivateTargets: config.webhooks.allowPrivateTargets,
      queue: app.jobs,
      mailer: () => (mailer ??= createMailer(config.mail, config.dataDir, app.log)),
      publicUrl: config.publicUrl,
      productName: config.productName,
    };
    await app.jobs.register(
      webhookJobs.deliver,
      async ({ data }) => {
        const deliveryId = deliveryDataOf(data);
        if (deliveryId) await attemptDelivery(deps, deliveryId);
      },
      { retryLimit: 0 },
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
