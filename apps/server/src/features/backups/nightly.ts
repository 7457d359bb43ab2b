import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '@/config';
import { inMemoryDataDir } from '@/config';
import { createBackup } from '@/features/backups/create-backup';

export const backupJobs = { nightly: 'backups.nightly' } as const;

const namePattern = /^waymark-\d{8}-\d{6}\.backup\.tgz$/;

/** `waymark-20261128-030000.backup.tgz`: sorts by time as text. */
export const nightlyBackupName = (at: Date) =>
  `waymark-${at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}.backup.tgz`;

/** The backups in `folder` beyond the `keep` newest, to delete (only files this job named). */
export function backupsToDrop(names: string[], keep: number): string[] {
  return names
    .filter((name) => namePattern.test(name))
    .sort()
    .reverse()
    .slice(Math.max(keep, 1));
}

/**
 * On the embedded default the installation is one process's DATA_DIR, which no other
 * process may open while the server runs: the server itself backs it up every night at
 * 02:30 UTC into DATA_DIR/backups and keeps the BACKUPS_KEEP newest. PGlite is a single
 * connection, so the snapshot's transaction holds other queries back while it reads (a few
 * seconds for a household's data). A PostgreSQL deployment backs up with `npm run backup`
 * from anywhere, while its nodes run.
 */
export const nightlyBackupPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    if (app.database.engine !== 'pglite' || config.dataDir === inMemoryDataDir) return;
    const folder = path.join(config.dataDir, 'backups');
    await app.jobs.register(backupJobs.nightly, async () => {
      const out = path.join(folder, nightlyBackupName(new Date()));
      const manifest = await createBackup({
        database: app.database,
        config,
        fileStore: app.fileStore,
        out,
      });
      for (const name of backupsToDrop(await readdir(folder), config.backupsKept)) {
        await rm(path.join(folder, name), { force: true });
      }
      app.log.info({ file: out, schema: manifest.schemaVersion }, 'Nightly backup written');
    });
    await app.jobs.schedule(backupJobs.nightly, '30 2 * * *');
  },
  { name: 'nightly-backup', dependencies: ['jobs', 'file-store'] },
);
