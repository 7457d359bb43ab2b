// `npm run backup -- --out FILE`: one file holding the installation (docs/DEPLOY.md).
import { createBackup } from '@/features/backups/create-backup';
import { failWith, openInstallation, readOptions } from '@/features/backups/command-environment';

const usage = `Usage: npm run backup -- --out FILE

Writes one file holding this Waymark installation: the database (one consistent snapshot;
PostgreSQL nodes may keep running), the uploaded files (with S3, their keys only), the auth
secret when DATA_DIR generated it, and a manifest with versions, counts and checksums.
DATA_DIR, DATABASE_URL, the S3 settings and AUTH_SECRET come from the environment, as for
the server. The embedded database must not be open in a running server: stop it, or use
the nightly backups it writes to DATA_DIR/backups.

Options:
  --out FILE   where to write the backup (required)
  --help       this text`;

const values = readOptions(usage, 'out');

try {
  const { config, database, fileStore } = await openInstallation();
  try {
    const manifest = await createBackup({ database, config, fileStore, out: values.out });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backed up ${rows} rows in ${manifest.tables.length} tables and ${manifest.files.stored.length} files ` +
        `(schema ${manifest.schemaVersion}) to ${values.out}`,
    );
    if (manifest.files.missing.length > 0) {
      console.log(
        `${manifest.files.missing.length} files named in the database were already gone.`,
      );
    }
  } finally {
    await database.close();
  }
} catch (error) {
  failWith(
    error,
    (candidate) => candidate instanceof Error && /embedded database/.test(candidate.message),
  );
}
