import { createFileStore } from '@/capabilities/files/plugin';
import { ConfigError, loadConfig, type Config } from '@/config';
import { createDatabase, type Database } from '@/db/client';

/**
 * What `npm run backup` and `npm run restore` work on: DATA_DIR, DATABASE_URL, the S3
 * settings and AUTH_SECRET read from the environment exactly as the server reads them.
 */
export async function openInstallation(): Promise<{
  config: Config;
  database: Database;
  fileStore: ReturnType<typeof createFileStore>;
}> {
  const config = loadConfig();
  const database = await createDatabase(config);
  return { config, database, fileStore: createFileStore(config) };
}

/** Prints what went wrong in a sentence (a config error, a refused backup) and exits non-zero. */
export function failWith(error: unknown, known: (error: unknown) => boolean): never {
  if (error instanceof ConfigError || known(error)) console.error((error as Error).message);
  else console.error(error);
  process.exit(1);
}
