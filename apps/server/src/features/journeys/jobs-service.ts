import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpiredJourneys } from '@/features/journeys/delete-journey';

export const journeyJobs = { purgeDeleted: 'journeys.purge-deleted' } as const;

/** Journeys' scheduled work: every night (UTC), the bin's expired journeys go for good. */
export const journeyJobsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.jobs.register(journeyJobs.purgeDeleted, async () => {
      const purged = await purgeExpiredJourneys({
        db: app.database.db,
        fileStore: app.fileStore,
        log: app.log,
      });
      if (purged > 0) app.log.info({ purged }, 'Purged journeys deleted past their restore window');
    });
    await app.jobs.schedule(journeyJobs.purgeDeleted, '23 3 * * *');
  },
  { name: 'journey-jobs', dependencies: ['jobs'] },
);
