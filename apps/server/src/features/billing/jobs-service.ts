import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notifyTrialsEnding } from '@/features/billing/trial-ending';

export const billingJobs = { trialEnding: 'billing.trial-ending' } as const;

/** Billing's scheduled work: every morning (UTC), who should hear their trial ends soon. */
export const billingJobsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.jobs.register(billingJobs.trialEnding, async () => {
      await notifyTrialsEnding(app.database.db);
    });
    await app.jobs.schedule(billingJobs.trialEnding, '0 8 * * *');
  },
  { name: 'billing-jobs', dependencies: ['jobs'] },
);
