import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '@/config';
import { sendWeeklySummaries, weeklySummaryJob } from '@/features/insights/weekly-mail';

/** The weekly insights mail through the job queue: every hour; each person once a week. */
export const insightsJobsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const deps = {
      db: app.database.db,
      mailer: () => app.mailer(),
      publicUrl: config.publicUrl,
      productName: config.productName,
    };
    await app.jobs.register(weeklySummaryJob, async () => {
      await sendWeeklySummaries(deps);
    });
    await app.jobs.schedule(weeklySummaryJob, '15 * * * *');
  },
  { name: 'insights-jobs', dependencies: ['jobs'] },
);
