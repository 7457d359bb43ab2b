import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { FileStore } from '@/capabilities/files/file-store';
import { resolveAuthSecret } from '@/capabilities/identity/secret';
import type { Config } from '@/config';
import type { AppTransaction, Database } from '@/db/client';
import { readSchemaTag } from '@/db/migrate';
import { pack, sha256Of } from '@/features/backups/archive-file';
import { backupFormatVersion, secretFingerprint, type Manifest } from '@/features/backups/manifest';
import { listTables, storedFileKeys, tablePage } from '@/features/backups/queries';
import { serverVersion } from '@/version';

export type BackupConfig = Pick<Config, 'dataDir' | 'storage' | 'auth'>;

export interface BackupOptions {
  database: Database;
  config: BackupConfig;
  fileStore: FileStore;
  /** The file to write; it appears whole or not at all. */
  out: string;
}

const pageSize = 2000;

/** Writes every row of `table` as one JSON line, answering the count and the SHA-256. */
async function dumpTable(tx: AppTransaction, table: string, file: string) {
  const stream = createWriteStream(file);
  const hash = createHash('sha256');
  let rows = 0;
  let after = '(0,0)';
  for (;;) {
    const page = await tablePage(tx, table, after, pageSize);
    if (page.length === 0) break;
    const text = page.map((entry) => `${entry.row}\n`).join('');
    hash.update(text);
    if (!stream.write(text))
      await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
    rows += page.length;
    after = page.at(-1)!.ctid;
  }
  stream.end();
  await finished(stream);
  return { rows, sha256: hash.digest('hex') };
}

/**
 * One file holding an installation: every table's rows from one consistent snapshot (a
 * repeatable-read, read-only transaction, so nodes keep running on PostgreSQL), the stored
 * files (local disk; with S3 only their keys, as the bucket keeps its own copies and
 * versions), the auth secret when it was generated under DATA_DIR (it seals the signing
 * keys and second factors in the database; one set in the environment stays there and the
 * manifest names it by fingerprint), and a manifest with versions, counts and checksums.
 */
export async function createBackup({
  database,
  config,
  fileStore,
  out,
}: BackupOptions): Promise<Manifest> {
  const work = await mkdtemp(path.join(tmpdir(), 'waymark-backup-'));
  try {
    await mkdir(path.join(work, 'database'));
    await mkdir(path.join(work, 'files'));
    await mkdir(path.join(work, 'keys'));

    const snapshot = await database.withDedicatedConnection(({ db }) =>
      db.transaction(
        async (tx) => {
          const schemaVersion = await readSchemaTag(tx);
          if (!schemaVersion) throw new Error('The database has no Waymark schema to back up');
          const tables: Manifest['tables'] = [];
          for (const name of await listTables(tx)) {
            const file = `database/${name}.ndjson`;
            tables.push({ name, file, ...(await dumpTable(tx, name, path.join(work, file))) });
          }
          return { schemaVersion, tables, keys: await storedFileKeys(tx) };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      ),
    );

    const storage = config.storage.s3 ? 's3' : 'local';
    const stored: Manifest['files']['stored'] = [];
    const missing: string[] = [];
    for (const { key, contentType } of snapshot.keys) {
      if (storage === 's3') {
        stored.push({ key, contentType, bytes: -1 });
        continue;
      }
      const found = await fileStore.get(key);
      if (!found) {
        missing.push(key);
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of found.body) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      const file = `files/${key}`;
      await writeFile(path.join(work, file), bytes);
      stored.push({
        key,
        file,
        contentType: found.contentType,
        bytes: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
    }

    const secret = resolveAuthSecret(config.auth.secret, config.dataDir);
    const secretEntry: Manifest['secret'] = config.auth.secret
      ? { source: 'environment', fingerprint: secretFingerprint(secret) }
      : { source: 'data-dir', fingerprint: secretFingerprint(secret), file: 'keys/auth-secret' };
    if (secretEntry.file) {
      await copyFile(path.join(config.dataDir, 'auth-secret'), path.join(work, secretEntry.file));
      secretEntry.sha256 = await sha256Of(path.join(work, secretEntry.file));
    }

    const manifest: Manifest = {
      format: 'waymark-backup',
      formatVersion: backupFormatVersion,
      createdAt: new Date().toISOString(),
      appVersion: serverVersion,
      schemaVersion: snapshot.schemaVersion,
      engine: database.engine,
      tables: snapshot.tables,
      files: { storage, stored, missing },
      secret: secretEntry,
    };
    await writeFile(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const partial = `${out}.partial`;
    await mkdir(path.dirname(path.resolve(out)), { recursive: true });
    await pack(work, partial);
    await rename(partial, out);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
