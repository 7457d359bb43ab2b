import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '@/config';
import { resolveAuthSecret } from '@/capabilities/identity/secret';
import {
  buildExport,
  exportJobs,
  runWeeklyBackups,
  type ExportDeps,
} from '@/features/data-export/service';

/** Builds archives through the job queue, and makes Pro members' backups every Monday at 03:00 UTC. */
export const dataExportJobsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const deps: ExportDeps = {
      db: app.database.db,
      fileStore: app.fileStore,
      mailer: () => app.mailer(),
      publicUrl: config.publicUrl,
      productName: config.productName,
      secret: resolveAuthSecret(config.auth.secret, config.dataDir),
      backupsKept: config.backupsKept,
    };
    await app.jobs.register(
      exportJobs.build,
      async ({ data }) => {
        const exportId = (data as { exportId?: unknown }).exportId;
        if (typeof exportId === 'string') await buildExport(deps, exportId);
      },
      { retryLimit: 2, retryDelaySeconds: 60 },
    );
    await app.jobs.register(exportJobs.backups, async () => {
      await runWeeklyBackups(deps, app.jobs);
    });
    await app.jobs.schedule(exportJobs.backups, '0 3 * * 1');
  },
  { name: 'data-export-jobs', dependencies: ['jobs', 'file-store'] },
);
