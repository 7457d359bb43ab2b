import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from '@/jobs/job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * The job queue for every feature (`app.jobs`): features register their handlers and
 * schedules while the app is built; the queue starts when the app is ready and stops, letting
 * running jobs finish, when it closes. `enabled: false` (JOBS=0, and tests unless they ask)
 * keeps it stopped: handlers stay registered and `runNow` still runs them.
 */
export const jobsPlugin = fp(
  (app: FastifyInstance, options: { enabled: boolean }, done: () => void) => {
    const jobs = createJobQueue(app.database, (error) =>
      app.log.error({ err: error }, 'job queue'),
    );
    app.decorate('jobs', jobs);
    if (options.enabled) {
      app.addHook('onReady', () => jobs.start());
      app.addHook('onClose', () => jobs.stop());
    }
    done();
  },
  { name: 'jobs', dependencies: ['database'] },
);
