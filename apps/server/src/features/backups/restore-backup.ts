import { createReadStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { FileStore } from '@/capabilities/files/file-store';
import type { AppTransaction, Database } from '@/db/client';
import { journal, migrate, migrateTo } from '@/db/migrate';
import { sha256Of, unpack } from '@/features/backups/archive-file';
import type { BackupConfig } from '@/features/backups/create-backup';
import {
  backupFormatVersion,
  manifestSchema,
  secretFingerprint,
  type Manifest,
} from '@/features/backups/manifest';
import {
  dropApplicationSchemas,
  emptyTables,
  hasSchema,
  insertRows,
  listTables,
  loadWithoutTriggers,
  peopleCount,
  writableColumns,
} from '@/features/backups/queries';
import { serverVersion } from '@/version';

/** A backup that cannot be restored here, said in words a person running Waymark can act on. */
export class BackupError extends Error {}

export interface RestoreOptions {
  database: Database;
  config: BackupConfig;
  fileStore: FileStore;
  from: string;
  /** Replace whatever the target holds. */
  force?: boolean;
}

export interface RestoreSummary {
  manifest: Manifest;
  people: number;
  /** The migrations applied after the backup's own schema (an older backup, upgraded). */
  upgradedTo: string;
}

const batchSize = 500;

async function readManifest(folder: string): Promise<Manifest> {
  const file = path.join(folder, 'manifest.json');
  if (!existsSync(file))
    throw new BackupError('This is not a Waymark backup: it has no manifest.json.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new BackupError('The backup is damaged: its manifest.json is not JSON.');
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success)
    throw new BackupError('This is not a Waymark backup: its manifest.json is not one.');
  return result.data;
}

function refuseNewer(manifest: Manifest) {
  const latest = journal.at(-1)!.tag;
  if (
    manifest.formatVersion > backupFormatVersion ||
    !journal.some((entry) => entry.tag === manifest.schemaVersion)
  ) {
    throw new BackupError(
      `This backup was made by a newer Waymark (${manifest.appVersion}, schema ${manifest.schemaVersion}) ` +
        `than this one (${serverVersion}, schema ${latest}). Upgrade Waymark, then restore it.`,
    );
  }
}

async function verifyChecksums(folder: string, manifest: Manifest) {
  const expected = [
    ...manifest.tables.map((table) => ({ file: table.file, sha256: table.sha256 })),
    ...manifest.files.stored.flatMap((entry) =>
      entry.file && entry.sha256 ? [{ file: entry.file, sha256: entry.sha256 }] : [],
    ),
    ...(manifest.secret.file && manifest.secret.sha256
      ? [{ file: manifest.secret.file, sha256: manifest.secret.sha256 }]
      : []),
  ];
  for (const { file, sha256 } of expected) {
    const full = path.join(folder, file);
    if (!existsSync(full) || (await sha256Of(full)) !== sha256) {
      throw new BackupError(
        `The backup is damaged: ${file} is missing or does not match its checksum.`,
      );
    }
  }
}

/**
 * Which secret opens the backup's sealed keys, checked before anything is written: the one
 * it carries (a generated DATA_DIR secret), or AUTH_SECRET when it was made with one set.
 * Answers the secret to write to DATA_DIR/auth-secret, if any.
 */
async function secretToRestore(
  folder: string,
  manifest: Manifest,
  config: BackupConfig,
  force: boolean,
): Promise<string | undefined> {
  const wanted = manifest.secret.fingerprint;
  if (config.auth.secret) {
    // A backup sealed with a secret now listed as previous is fine: start-up re-seals it.
    const known = [config.auth.secret, ...config.auth.previousSecrets].map(secretFingerprint);
    if (!known.includes(wanted)) {
      throw new BackupError(
        `This backup's signing keys and second factors are sealed with another AUTH_SECRET (fingerprint ${wanted}); ` +
          `the AUTH_SECRET set here has fingerprint ${secretFingerprint(config.auth.secret)}. ` +
          'Restore with the AUTH_SECRET the backup was made with, or list it in AUTH_SECRET_PREVIOUS.',
      );
    }
    return undefined;
  }
  const carried = manifest.secret.file
    ? (await readFile(path.join(folder, manifest.secret.file), 'utf8')).trim()
    : undefined;
  if (!carried || secretFingerprint(carried) !== wanted) {
    throw new BackupError(
      `This backup was made with AUTH_SECRET set (fingerprint ${wanted}). Set the same AUTH_SECRET to restore it.`,
    );
  }
  const existing = path.join(config.dataDir, 'auth-secret');
  if (existsSync(existing) && !force) {
    const current = (await readFile(existing, 'utf8')).trim();
    if (current !== carried) {
      throw new BackupError(
        `${existing} already holds another secret. Restore into a fresh DATA_DIR, or add --force to replace it.`,
      );
    }
  }
  return carried;
}

async function loadTable(tx: AppTransaction, folder: string, table: Manifest['tables'][number]) {
  const columns = await writableColumns(tx, table.name);
  if (columns.length === 0) {
    throw new BackupError(`The backup holds a table this schema does not have: ${table.name}.`);
  }
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await insertRows(tx, table.name, columns, `[${batch.join(',')}]`);
    batch = [];
  };
  const lines = createInterface({ input: createReadStream(path.join(folder, table.file)) });
  for await (const line of lines) {
    if (line.length === 0) continue;
    batch.push(line);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
}

/**
 * Restores a backup into an empty installation (or, with `force`, over one): checks the file
 * whole first (manifest, versions, every checksum, the secret), then builds the schema the
 * backup was made with, loads every row in one transaction with triggers off (counts and
 * feeds come restored), applies the newer migrations as an upgrade would, and puts the files
 * back into the configured store.
 */
export async function restoreBackup({
  database,
  config,
  fileStore,
  from,
  force = false,
}: RestoreOptions): Promise<RestoreSummary> {
  if (!existsSync(from)) throw new BackupError(`No backup file at ${from}.`);
  const work = await mkdtemp(path.join(tmpdir(), 'waymark-restore-'));
  try {
    try {
      await unpack(from, work);
    } catch (error) {
      throw new BackupError(
        `The backup file is incomplete or damaged (${(error as Error).message}). Nothing was restored.`,
      );
    }
    const manifest = await readManifest(work);
    refuseNewer(manifest);
    await verifyChecksums(work, manifest);
    const secret = await secretToRestore(work, manifest, config, force);

    if (await hasSchema(database.db)) {
      if (!force) {
        const people = (await peopleCount(database.db)) ?? 0;
        throw new BackupError(
          `The target database already holds a Waymark installation (${people} people). ` +
            'Restore into an empty one, or add --force to replace everything in it.',
        );
      }
      await database.withDedicatedConnection(({ db }) => dropApplicationSchemas(db));
    }

    await migrateTo(database, manifest.schemaVersion);
    await database.withDedicatedConnection(({ db }) =>
      db.transaction(async (tx) => {
        await loadWithoutTriggers(tx);
        await emptyTables(tx, await listTables(tx));
        for (const table of manifest.tables) await loadTable(tx, work, table);
      }),
    );
    const upgradedTo = await migrate(database);

    if (manifest.files.storage === 'local' || !config.storage.s3) {
      for (const entry of manifest.files.stored) {
        if (!entry.file) continue;
        await fileStore.put(
          entry.key,
          await readFile(path.join(work, entry.file)),
          entry.contentType,
        );
      }
    }
    if (secret !== undefined) {
      await mkdir(config.dataDir, { recursive: true });
      await writeFile(path.join(config.dataDir, 'auth-secret'), secret, { mode: 0o600 });
    }
    return { manifest, people: (await peopleCount(database.db)) ?? 0, upgradedTo };
  } finally {
    // A failed unpack may still be closing files it began: rm retries a directory not yet empty.
    await rm(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }
}
