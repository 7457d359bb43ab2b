import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meSchema } from '@waymark/shared/auth';
import { factorListSchema } from '@waymark/shared/factors';
import { accounts, sessions, users } from '@/db/tables/auth';
import { authBackupCodes, authChallenges, authFactors } from '@/db/tables/factors';
import { uploads } from '@/db/tables/files';
import { profiles } from '@/db/tables/profiles';
import { activeSessions } from '@/db/tables/sessions';
import { userSettings } from '@/db/tables/settings';
import { withUser } from '@/db/with-user';
import { deleteAccount } from '@/features/me/service';
import { createUser, postJson, testOrigin, type TestUser } from '../../../test/accounts';
import { buildTestApp } from '../../../test/app';
import { smokeEngines, type TestDatabase } from '../../../test/engines';
import {
  challenge,
  enrolVerifiedTotp,
  generousRateLimits,
  totpCode,
  wrongTotpCode,
} from '../../../test/factors';

describe.each(smokeEngines)('me and account deletion on $name', (engine) => {
  let testDb: TestDatabase;
  let dataDir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await engine.open();
    dataDir = mkdtempSync(path.join(tmpdir(), 'waymark-me-'));
    app = await buildTestApp(testDb.database, { DATA_DIR: dataDir, ...generousRateLimits });
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const deleteMe = (cookie: string, payload: object) =>
    app.inject({
      method: 'DELETE',
      url: '/api/me',
      payload,
      headers: { cookie, origin: testOrigin },
    });
  const getMe = (cookie: string) =>
    app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

  /** Rows of the user in every table that holds some, read under RLS where it applies. */
  const rowsOf = async (userId: string) => {
    const db = testDb.database.db;
    const countWhere = async (table: PgTable, where: SQL) => {
      const [row] = await db.select({ value: count() }).from(table).where(where);
      return row?.value ?? 0;
    };
    const own = await withUser(db, userId, async (tx) => {
      const countOwn = async (table: PgTable, where: SQL) => {
        const [row] = await tx.select({ value: count() }).from(table).where(where);
        return row?.value ?? 0;
      };
      return {
        profiles: await countOwn(profiles, eq(profiles.id, userId)),
        activeSessions: await countOwn(activeSessions, eq(activeSessions.userId, userId)),
        userSettings: await countOwn(userSettings, eq(userSettings.userId, userId)),
        factors: await countOwn(authFactors, eq(authFactors.userId, userId)),
        challenges: await countOwn(authChallenges, eq(authChallenges.userId, userId)),
        backupCodes: await countOwn(authBackupCodes, eq(authBackupCodes.userId, userId)),
      };
    });
    return {
      users: await countWhere(users, eq(users.id, userId)),
      sessions: await countWhere(sessions, eq(sessions.userId, userId)),
      accounts: await countWhere(accounts, eq(accounts.userId, userId)),
      ...own,
    };
  };
  const expectIntact = async (user: TestUser) => {
    const rows = await rowsOf(user.id);
    expect(rows).toMatchObject({ users: 1, accounts: 1, profiles: 1 });
    expect(rows.sessions).toBeGreaterThan(0);
  };

  it('reports aal1 of aal1 for a user without a second factor', async () => {
    const user = await createUser(app, dataDir);
    const me = meSchema.parse((await getMe(user.cookie)).json());
    expect(me.aal).toEqual({ current: 'aal1', next: 'aal1' });
  });

  it('refuses to delete the account with a wrong password and keeps every row', async () => {
    const user = await createUser(app, dataDir);
    const response = await deleteMe(user.cookie, { password: 'not-my-password1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Password is incorrect' },
    });
    await expectIntact(user);
    expect((await getMe(user.cookie)).statusCode).toBe(200);
  });

  it('answers 401 to a visitor deleting an account and 400 without a password', async () => {
    expect((await deleteMe('', { password: 'whatever1' })).statusCode).toBe(401);
    const user = await createUser(app, dataDir);
    const missing = await deleteMe(user.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('deletes an account without factors with its password: every row goes, the cookie is cleared', async () => {
    const user = await createUser(app, dataDir);
    expect((await rowsOf(user.id)).profiles).toBe(1);
    const response = await deleteMe(user.cookie, { password: user.password });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((cookie) => cookie.name.endsWith('session_token'));
    expect(cleared).toMatchObject({ value: '', maxAge: 0, httpOnly: true });
    expect(await rowsOf(user.id)).toEqual({
      users: 0,
      sessions: 0,
      accounts: 0,
      profiles: 0,
      activeSessions: 0,
      userSettings: 0,
      factors: 0,
      challenges: 0,
      backupCodes: 0,
    });
    expect((await getMe(user.cookie)).statusCode).toBe(401);
    const signIn = await postJson(app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('removes the stored files of a deleted account, and their rows', async () => {
    const user = await createUser(app, dataDir);
    const image = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#1f77b4' },
    })
      .png()
      .toBuffer();
    const upload = await app.inject({
      method: 'POST',
      url: '/api/me/avatar',
      payload: image,
      headers: { 'content-type': 'image/png', cookie: user.cookie },
    });
    expect(upload.statusCode).toBe(200);
    const { avatarUrl } = upload.json<{ avatarUrl: string }>();
    expect((await app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(200);

    expect((await deleteMe(user.cookie, { password: user.password })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);
    const rows = await testDb.database.db.select().from(uploads).where(eq(uploads.userId, user.id));
    expect(rows).toEqual([]);
  });

  it('asks for the second factor: missing or wrong codes are refused and change nothing', async () => {
    const user = await createUser(app, dataDir);
    const { cookie, secret } = await enrolVerifiedTotp(app, user.cookie);

    const missing = await deleteMe(cookie, { password: user.password });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'Enter a code from your authenticator app or a backup code',
      },
    });
    const wrong = await deleteMe(cookie, { password: user.password, code: wrongTotpCode(secret) });
    expect(wrong.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Code is incorrect' } });
    const wrongBackup = await deleteMe(cookie, { password: user.password, code: 'aaaaa-bbbbb' });
    expect(wrongBackup.statusCode).toBe(400);
    // The right code with the wrong password: the password is checked first.
    const wrongPassword = await deleteMe(cookie, {
      password: 'not-my-password1',
      code: totpCode(secret, 1),
    });
    expect(wrongPassword.json()).toMatchObject({ error: { message: 'Password is incorrect' } });

    await expectIntact(user);
    expect((await rowsOf(user.id)).factors).toBe(1);
    const list = factorListSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/auth/factors', headers: { cookie } })).json(),
    );
    expect(list.backup_codes_remaining).toBe(10);

    const deleted = await deleteMe(cookie, { password: user.password, code: totpCode(secret, 1) });
    expect(deleted.statusCode).toBe(204);
    expect(await rowsOf(user.id)).toMatchObject({ users: 0, factors: 0, backupCodes: 0 });
  });

  it('holds a password-only session of an enrolled user at MFA_REQUIRED', async () => {
    const user = await createUser(app, dataDir);
    await enrolVerifiedTotp(app, user.cookie);
    const signIn = await postJson(app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    const aal1 = signIn.cookies.find((c) => c.name.endsWith('session_token'));
    const response = await deleteMe(`${aal1?.name}=${aal1?.value}`, { password: user.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'MFA_REQUIRED' } });
    await expectIntact(user);
  });

  it('accepts a backup code, and spends it only when the deletion commits', async () => {
    const user = await createUser(app, dataDir);
    const { cookie, session, factor } = await enrolVerifiedTotp(app, user.cookie);
    const code = session.backup_codes?.[0] ?? '';
    expect((await challenge(app, cookie, factor.id)).statusCode).toBe(200);

    // A failure between the checks and the delete (removing stored files) leaves it all.
    await expect(
      deleteAccount(
        {
          db: testDb.database.db,
          auth: await app.auth(),
          previousSecrets: [],
          beforeDelete: () => Promise.reject(new Error('file store unavailable')),
        },
        user.id,
        { password: user.password, code },
      ),
    ).rejects.toThrow('file store unavailable');
    await expectIntact(user);
    const unused = await withUser(testDb.database.db, user.id, (tx) =>
      tx.select().from(authBackupCodes).where(eq(authBackupCodes.userId, user.id)),
    );
    expect(unused.every((row) => row.usedAt === null)).toBe(true);

    const deleted = await deleteMe(cookie, { password: user.password, code });
    expect(deleted.statusCode).toBe(204);
    expect(await rowsOf(user.id)).toMatchObject({
      users: 0,
      sessions: 0,
      factors: 0,
      challenges: 0,
      backupCodes: 0,
    });
  });
});
