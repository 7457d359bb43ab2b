import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '@/capabilities/files/plugin';
import { createDatabase, type Database } from '@/db/client';
import { journal, migrate, migrateTo } from '@/db/migrate';
import { createBackup } from '@/features/backups/create-backup';
import { restoreBackup } from '@/features/backups/restore-backup';
import { createUser, postJson, sessionCookie, type TestUser } from '../../../test/accounts';
import { buildTestApp, testConfig } from '../../../test/app';
import { hasPostgres } from '../../../test/engines';
import { enrolVerifiedTotp, generousRateLimits, totpCode, verify } from '../../../test/factors';
import { adminQuery, databaseUrl } from '../../../test/postgres-admin';

const folder = (name: string) => mkdtempSync(path.join(tmpdir(), `waymark-${name}-`));
const env = (dataDir: string) => ({ DATA_DIR: dataDir, ...generousRateLimits });

/** What a person sees of their own installation: the same after a restore as before. */
async function readings(app: FastifyInstance, cookie: string) {
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<unknown>();
  };
  const profile = (await get('/api/me/profile')) as { avatarUrl: string | null };
  const avatar = await app.inject({ method: 'GET', url: profile.avatarUrl ?? '' });
  return {
    profile,
    journeys: await get('/api/journeys'),
    conversations: await get('/api/conversations'),
    avatar: { status: avatar.statusCode, bytes: avatar.rawPayload.byteLength },
  };
}

/** Signs in with the password, then the authenticator's code: the full second-factor path. */
async function signInWithFactor(
  app: FastifyInstance,
  person: TestUser,
  factorId: string,
  secret: string,
) {
  const signIn = await postJson(app, '/api/auth/sign-in/email', {
    email: person.email,
    password: person.password,
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  // The next period's code: the current one may be the enrolment's, whose use came along too.
  const verified = await verify(app, sessionCookie(signIn), factorId, totpCode(secret, 1));
  expect(verified.statusCode, verified.body).toBe(200);
  return sessionCookie(verified);
}

describe('backup and restore, the drill', () => {
  const sourceDir = folder('backup-source');
  const work = folder('backup-files');
  const backupFile = path.join(work, 'waymark.backup.tgz');
  let source: Database;
  let app: FastifyInstance;
  let ada: TestUser;
  let factor: { id: string; secret: string };
  let before: Awaited<ReturnType<typeof readings>>;

  beforeAll(async () => {
    source = await createDatabase({ databaseUrl: undefined, dataDir: sourceDir });
    await migrate(source);
    app = await buildTestApp(source, env(sourceDir));
    ada = await createUser(app, sourceDir);
    const bob = await createUser(app, sourceDir);
    const journey = await postJson(
      app,
      '/api/journeys',
      { title: 'Walk the coast', steps: [{ title: 'Pack' }, { title: 'Start at Dover' }] },
      { cookie: ada.cookie },
    );
    expect(journey.statusCode, journey.body).toBe(201);
    const picture = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#0f6b57' },
    })
      .png()
      .toBuffer();
    const avatar = await app.inject({
      method: 'POST',
      url: '/api/me/avatar',
      payload: picture,
      headers: { 'content-type': 'image/png', cookie: ada.cookie },
    });
    expect(avatar.statusCode, avatar.body).toBe(200);
    const opened = await postJson(
      app,
      '/api/conversations',
      { kind: 'direct', userId: bob.id },
      { cookie: ada.cookie },
    );
    expect(opened.statusCode, opened.body).toBe(201);
    const sent = await postJson(
      app,
      `/api/conversations/${opened.json<{ id: string }>().id}/messages`,
      { body: 'See you at the cliffs', clientKey: 'drill_message_0001' },
      { cookie: ada.cookie },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const enrolled = await enrolVerifiedTotp(app, ada.cookie);
    factor = { id: enrolled.factor.id, secret: enrolled.secret };
    ada = { ...ada, cookie: enrolled.cookie };
    before = await readings(app, ada.cookie);

    const config = testConfig(env(sourceDir));
    const manifest = await createBackup({
      database: source,
      config,
      fileStore: createFileStore(config),
      out: backupFile,
    });
    expect(manifest.tables.find((table) => table.name === 'users')?.rows).toBe(2);
    expect(manifest.files.stored).toHaveLength(1);
    expect(manifest.secret.source).toBe('data-dir');
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await source?.close();
    for (const dir of [sourceDir, work]) rmSync(dir, { recursive: true, force: true });
  });

  async function restoreAndCompare(target: Database, dataDir: string) {
    const config = testConfig(env(dataDir));
    const summary = await restoreBackup({
      database: target,
      config,
      fileStore: createFileStore(config),
      from: backupFile,
    });
    expect(summary.people).toBe(2);
    const restored = await buildTestApp(target, env(dataDir));
    try {
      // The session cookie from before the backup still works: sessions come along.
      expect(await readings(restored, ada.cookie)).toEqual(before);
      const cookie = await signInWithFactor(restored, ada, factor.id, factor.secret);
      expect(await readings(restored, cookie)).toEqual(before);
      // A token is signed with the restored keys (sealed by the restored secret).
      const token = await restored.inject({
        method: 'GET',
        url: '/api/auth/token',
        headers: { cookie },
      });
      expect(token.statusCode, token.body).toBe(200);
    } finally {
      await restored.close();
    }
  }

  it('restores into a fresh data folder: same answers, passwords and second factors', async () => {
    const dataDir = folder('restore-embedded');
    const target = await createDatabase({ databaseUrl: undefined, dataDir });
    try {
      await restoreAndCompare(target, dataDir);
      // A second restore into the now full target is refused, and --force replaces it.
      const config = testConfig(env(dataDir));
      const again = {
        database: target,
        config,
        fileStore: createFileStore(config),
        from: backupFile,
      };
      await expect(restoreBackup(again)).rejects.toThrow(
        /already holds a Waymark installation \(2 people\).*--force/,
      );
      await expect(restoreBackup({ ...again, force: true })).resolves.toMatchObject({ people: 2 });
    } finally {
      await target.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it.runIf(hasPostgres)(
    'restores into a fresh PostgreSQL database',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `waymark_restore_${Date.now()}`;
      await adminQuery(adminUrl, `create database ${name}`);
      const dataDir = folder('restore-postgres');
      const target = await createDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir });
      try {
        await restoreAndCompare(target, dataDir);
      } finally {
        await target.close();
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );

  describe('refuses a file it cannot trust, with a clear message and nothing written', () => {
    // Each file is refused before the database is touched: one empty target serves them all.
    let target: Database;
    beforeAll(async () => {
      target = await createDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
    });
    afterAll(() => target?.close());

    const attempt = async (file: string) => {
      const dataDir = folder('restore-refused');
      const config = testConfig(env(dataDir));
      try {
        return await restoreBackup({
          database: target,
          config,
          fileStore: createFileStore(config),
          from: file,
        }).then(
          () => 'restored',
          (error: Error) => error.message,
        );
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    };
    /** The backup unpacked, changed by `edit`, packed again. */
    const altered = async (edit: (dir: string) => void) => {
      const dir = folder('backup-altered');
      await tar.extract({ file: backupFile, cwd: dir });
      edit(dir);
      const file = path.join(work, `altered-${Date.now()}.tgz`);
      await tar.create({ gzip: true, file, cwd: dir }, ['.']);
      rmSync(dir, { recursive: true, force: true });
      return file;
    };

    it('a truncated file', async () => {
      const bytes = readFileSync(backupFile);
      const truncated = path.join(work, 'truncated.tgz');
      writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.byteLength / 2)));
      expect(await attempt(truncated)).toMatch(/incomplete or damaged.*Nothing was restored/);
    });

    it('a changed row', async () => {
      const file = await altered((dir) => {
        const users = path.join(dir, 'database', 'users.ndjson');
        writeFileSync(users, readFileSync(users, 'utf8').replace('"email"', '"emaiL"'));
      });
      expect(await attempt(file)).toBe(
        'The backup is damaged: database/users.ndjson is missing or does not match its checksum.',
      );
    });

    it('a backup from a newer Waymark', async () => {
      const file = await altered((dir) => {
        const manifest = path.join(dir, 'manifest.json');
        const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>;
        writeFileSync(manifest, JSON.stringify({ ...parsed, schemaVersion: '9999_future' }));
      });
      expect(await attempt(file)).toMatch(
        /made by a newer Waymark \(.*schema 9999_future\).*Upgrade Waymark, then restore it\./,
      );
    });

    it('a file that is not a backup', async () => {
      const file = path.join(work, 'photo.tgz');
      writeFileSync(file, 'not a backup at all');
      expect(await attempt(file)).toMatch(/incomplete or damaged/);
    });
  });
});

describe('a backup from an older schema', () => {
  it('is restored and upgraded to the current schema', async () => {
    const work = folder('backup-older');
    const older = journal.at(-4)!.tag;
    const source = await createDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
    const target = await createDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
    try {
      await migrateTo(source, older);
      const config = testConfig({ DATA_DIR: work });
      const out = path.join(work, 'older.tgz');
      const manifest = await createBackup({
        database: source,
        config,
        fileStore: createFileStore(config),
        out,
      });
      expect(manifest.schemaVersion).toBe(older);
      const summary = await restoreBackup({
        database: target,
        config,
        fileStore: createFileStore(config),
        from: out,
        force: true,
      });
      expect(summary.upgradedTo).toBe(journal.at(-1)!.tag);
    } finally {
      await source.close();
      await target.close();
      rmSync(work, { recursive: true, force: true });
    }
  }, 120_000);
});
