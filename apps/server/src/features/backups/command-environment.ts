import { parseArgs } from 'node:util';
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

/**
 * The command's options, with `--help` and the one required file option handled alike by
 * both commands: the usage on request (exit 0), or what is wrong and the usage (exit 2).
 */
export function readOptions<Name extends string>(
  usage: string,
  required: Name,
  flags: string[] = [],
): Record<Name, string> & Record<string, string | boolean | undefined> {
  const options = Object.fromEntries([
    [required, { type: 'string' as const }],
    ['help', { type: 'boolean' as const }],
    ...flags.map((flag) => [flag, { type: 'boolean' as const }]),
  ]) as Record<string, { type: 'string' | 'boolean' }>;
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ options, strict: true }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  if (typeof values[required] !== 'string') {
    console.error(`--${required} FILE is required.\n\n${usage}`);
    process.exit(2);
  }
  return values as Record<Name, string> & Record<string, string | boolean | undefined>;
}
