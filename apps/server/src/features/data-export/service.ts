import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { DataExport } from '@waymark/shared/data-export/contracts';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { getStatus } from '@/capabilities/subscriptions/status';
import { buildArchive } from '@/features/data-export/archive';
import { checkDownloadLink, signedDownloadPath } from '@/features/data-export/download-link';
import {
  backupCandidates,
  deleteDataExport,
  findDataExport,
  findUnfinishedExport,
  insertDataExport,
  listDataExports,
  olderArchives,
  ownedData,
  setExportProgress,
  type DataExportRow,
} from '@/features/data-export/queries';
import { exportReadyMessage, recipientLocale, type Mailer } from '@/capabilities/mail/service';
import type { JobQueue } from '@/jobs/job-queue';

/** The file store, as the app holds it (capabilities/files). */
type FileStore = FastifyInstance['fileStore'];

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

export const exportJobs = {
  /** Builds one archive: `{ exportId }`. */
  build: 'export.build',
  /** Weekly: a backup for every person with access (Pro). */
  backups: 'export.weekly-backups',
} as const;

export interface ExportDeps {
  db: AppDatabase;
  fileStore: FileStore;
  mailer: () => Promise<Mailer>;
  publicUrl: string;
  productName: string;
  /** Signs download links. */
  secret: string;
  /** Backups kept per person (the oldest go). */
  backupsKept: number;
  now?: () => Date;
}

/** Exports kept per person: the list shows these, older ones are deleted with their files. */
const EXPORTS_KEPT = 5;
const LIST_SIZE = 20;

const storageKeyOf = (id: string) => `export-${id}.zip`;

export function presentExport(row: DataExportRow, secret: string, now = new Date()): DataExport {
  const link =
    row.status === 'ready' && row.finishedAt
      ? signedDownloadPath(secret, row.id, row.finishedAt)
      : null;
  const live = link !== null && link.expiresAt.getTime() > now.getTime();
  return {
    id: row.id,
    kind: row.kind === 'backup' ? 'backup' : 'export',
    status:
      row.status === 'running' || row.status === 'ready' || row.status === 'failed'
        ? row.status
        : 'queued',
    progress: row.progress,
    byte_size: row.byteSize,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    download_url: live ? link.path : null,
    download_expires_at: live ? link.expiresAt.toISOString() : null,
  };
}

export async function listExports(db: AppDatabase, secret: string, userId: string) {
  const rows = await withUser(db, userId, (tx) => listDataExports(tx, LIST_SIZE));
  const now = new Date();
  return rows.map((row) => presentExport(row, secret, now));
}

/**
 * Queues an export of everything the caller owns; always allowed, whatever the billing state.
 * The build job is added in the same transaction when the queue runs; otherwise it runs here,
 * in the background, after the commit (single process with JOBS=0, tests).
 */
export async function requestExport(
  db: AppDatabase,
  jobs: JobQueue,
  secret: string,
  userId: string,
): Promise<DataExport> {
  const row = await withUser(db, userId, async (tx) => {
    if (await findUnfinishedExport(tx)) {
      throw new AppError('CONFLICT', 'An export is already being prepared: wait for it to finish');
    }
    const created = await insertDataExport(tx, userId, 'export');
    if (jobs.started) await jobs.sendInTransaction(tx, exportJobs.build, { exportId: created.id });
    return created;
  });
  if (!jobs.started) {
    setImmediate(() => {
      jobs.runNow(exportJobs.build, { exportId: row.id }).catch(() => undefined);
    });
  }
  return presentExport(row, secret);
}

async function readImages(
  fileStore: FileStore,
  keys: string[],
  onProgress: (done: number) => Promise<void>,
): Promise<Map<string, Uint8Array>> {
  const images = new Map<string, Uint8Array>();
  for (const [index, key] of keys.entries()) {
    const stored = await fileStore.get(key);
    if (stored) {
      const chunks: Buffer[] = [];
      for await (const chunk of stored.body) chunks.push(chunk as Buffer);
      images.set(key, Buffer.concat(chunks));
    }
    if (index % 10 === 9) await onProgress(index + 1);
  }
  return images;
}

/**
 * The `export.build` job: reads everything the owner has (server role, named rows), builds the
 * zip, stores it, and mails a signed link. Progress goes to the row as it moves, for the page's
 * bar. Idempotent: a finished archive is left alone.
 */
export async function buildExport(deps: ExportDeps, exportId: string): Promise<void> {
  const row = await findDataExport(deps.db, exportId);
  if (!row || row.status === 'ready') return;
  const now = deps.now?.() ?? new Date();
  try {
    await setExportProgress(deps.db, exportId, { status: 'running', progress: 5, error: null });
    const data = await ownedData(deps.db, row.userId);
    await setExportProgress(deps.db, exportId, { progress: 30 });
    const keys = data.uploads.map((upload) => String(upload.storage_key));
    const images = await readImages(deps.fileStore, keys, (done) =>
      setExportProgress(deps.db, exportId, {
        progress: 30 + Math.floor((50 * done) / Math.max(1, keys.length)),
      }),
    );
    await setExportProgress(deps.db, exportId, { progress: 80 });
    const zip = buildArchive(data, images, now, deps.productName);
    await setExportProgress(deps.db, exportId, { progress: 90 });
    const storageKey = storageKeyOf(exportId);
    await deps.fileStore.put(storageKey, Buffer.from(zip), 'application/zip');
    const finishedAt = deps.now?.() ?? new Date();
    await setExportProgress(deps.db, exportId, {
      status: 'ready',
      progress: 100,
      storageKey,
      byteSize: zip.byteLength,
      finishedAt,
    });
    await pruneArchives(deps, row.userId, row.kind === 'backup' ? 'backup' : 'export');
    const profile = data.profile;
    if (profile && typeof profile.email === 'string') {
      const link = signedDownloadPath(deps.secret, exportId, finishedAt);
      const mailer = await deps.mailer();
      await mailer.send(
        exportReadyMessage({
          productName: deps.productName,
          to: profile.email,
          name: textOf(profile.full_name) || textOf(profile.username),
          url: `${deps.publicUrl}${link.path}`,
          until: link.expiresAt,
          kind: row.kind === 'backup' ? 'backup' : 'export',
          locale: await recipientLocale(deps.db, row.userId),
        }),
      );
    }
  } catch (error) {
    await setExportProgress(deps.db, exportId, {
      status: 'failed',
      error: error instanceof Error ? error.message.slice(0, 500) : 'failed',
      finishedAt: new Date(),
    });
    throw error;
  }
}

/** Keeps the newest archives of a kind; older ones go with their files. */
async function pruneArchives(deps: ExportDeps, userId: string, kind: 'export' | 'backup') {
  const keep = kind === 'backup' ? deps.backupsKept : EXPORTS_KEPT;
  for (const old of await olderArchives(deps.db, userId, kind, keep)) {
    if (old.status === 'queued' || old.status === 'running') continue;
    if (old.storageKey) await deps.fileStore.delete(old.storageKey);
    await deleteDataExport(deps.db, old.id);
  }
}

/** The weekly backup: one archive for each person with access (Pro, or a live trial). */
export async function runWeeklyBackups(deps: ExportDeps, jobs: JobQueue): Promise<number> {
  let made = 0;
  for (const userId of await backupCandidates(deps.db)) {
    const { hasAccess } = await getStatus(deps.db, userId);
    if (!hasAccess) continue;
    const row = await withUser(deps.db, userId, (tx) => insertDataExport(tx, userId, 'backup'));
    if (jobs.started) await jobs.send(exportJobs.build, { exportId: row.id });
    else await buildExport(deps, row.id);
    made += 1;
  }
  return made;
}

/** The zip behind a signed link: the link is the authority (it was only ever shown to the owner). */
export async function openDownload(
  deps: Pick<ExportDeps, 'db' | 'fileStore' | 'secret'>,
  id: string,
  expires: number,
  signature: string,
) {
  const problem = checkDownloadLink(deps.secret, id, expires, signature);
  if (problem === 'invalid') throw new AppError('FORBIDDEN', 'This download link is not valid');
  if (problem === 'expired') {
    throw new AppError(
      'FORBIDDEN',
      'This download link has expired: make a new export in your settings',
    );
  }
  const row = await findDataExport(deps.db, id);
  const stored = row?.storageKey ? await deps.fileStore.get(row.storageKey) : null;
  if (!row || !stored) throw new AppError('NOT_FOUND', 'This export no longer exists');
  const day = (row.finishedAt ?? row.createdAt).toISOString().slice(0, 10);
  return {
    body: stored.body instanceof Readable ? stored.body : Readable.from(stored.body),
    byteSize: stored.byteSize,
    filename: `waymark-${row.kind}-${day}.zip`,
  };
}
