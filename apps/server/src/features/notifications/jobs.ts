import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '@/config';
import { resolveAuthSecret } from '@/capabilities/identity/secret';
import {
  notificationJobs,
  sendDigests,
  sendPendingEmails,
  type EmailJobDeps,
} from '@/features/notifications/email-jobs';

/**
 * Notification e-mail through the job queue: every minute, the mails due (outside quiet
 * hours); every hour, the digests due. Each run is a job, retried by the queue when it fails
 * as a whole; a single failed mail waits for the next run (email-jobs.ts).
 */
export const notificationJobsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const deps: EmailJobDeps = {
      db: app.database.db,
      mailer: () => app.mailer(),
      publicUrl: config.publicUrl,
      productName: config.productName,
      secret: resolveAuthSecret(config.auth.secret, config.dataDir),
    };
    await app.jobs.register(notificationJobs.email, async () => {
      await sendPendingEmails(deps);
    });
    await app.jobs.register(notificationJobs.digest, async () => {
      await sendDigests(deps);
    });
    await app.jobs.schedule(notificationJobs.email, '* * * * *');
    await app.jobs.schedule(notificationJobs.digest, '0 * * * *');
  },
  { name: 'notification-jobs', dependencies: ['jobs'] },
);
