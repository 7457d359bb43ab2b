// `npm run restore -- --from FILE [--force]`: puts a backup back (docs/DEPLOY.md).
import { failWith, openInstallation, readOptions } from '@/features/backups/command-environment';
import { BackupError, restoreBackup } from '@/features/backups/restore-backup';

const usage = `Usage: npm run restore -- --from FILE [--force]

Restores a backup made by \`npm run backup\` (or a nightly one from DATA_DIR/backups) into the
installation DATA_DIR, DATABASE_URL and the S3 settings name, as for the server. The file is
checked whole first; a backup from an older Waymark is upgraded as it is restored. Stop the
server(s) first.

Options:
  --from FILE  the backup to restore (required)
  --force      replace everything in a target that already holds an installation
  --help       this text`;

const values = readOptions(usage, 'from', ['force']);

try {
  const { config, database, fileStore } = await openInstallation();
  try {
    const summary = await restoreBackup({
      database,
      config,
      fileStore,
      from: values.from,
      force: values.force === true,
    });
    const { manifest } = summary;
    console.log(
      `Restored ${summary.people} people from a backup of ${manifest.createdAt} ` +
        `(Waymark ${manifest.appVersion}, schema ${manifest.schemaVersion}); the schema is now ${summary.upgradedTo}.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  failWith(
    error,
    (candidate) =>
      candidate instanceof BackupError ||
      (candidate instanceof Error && /embedded database/.test(candidate.message)),
  );
}
