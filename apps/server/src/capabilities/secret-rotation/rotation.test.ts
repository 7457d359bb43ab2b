import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { meSchema } from '@waymark/shared/auth';
import { apiTokensApi, createdApiTokenSchema } from '@waymark/shared/api-access/contracts';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import { authFactors } from '@/db/tables/factors';
import { decryptSecret, deriveFactorKeys } from '@/capabilities/second-factors/secrets';
import { createUser, postJson, sessionCookie, type TestUser } from '../../../test/accounts';
import { buildTestApp } from '../../../test/app';
import { engines, type TestDatabase } from '../../../test/engines';
import { enrolVerifiedTotp, generousRateLimits, totpCode, verify } from '../../../test/factors';

const newSecret = () => randomBytes(32).toString('base64url');

/**
 * Rotating AUTH_SECRET on a database that holds what the old one sealed (JWT signing keys,
 * TOTP secrets): without AUTH_SECRET_PREVIOUS start-up stops with a message, with it the data
 * is re-sealed and everything keeps working, also once the old secret is dropped.
 */
describe.each(engines)('rotating the auth secret on $name', (engine) => {
  let testDb: TestDatabase;
  let dataDir: string;
  const started: FastifyInstance[] = [];
  const [secretA, secretB] = [newSecret(), newSecret()];

  beforeAll(async () => {
    testDb = await engine.open();
    dataDir = mkdtempSync(path.join(tmpdir(), 'waymark-secret-rotation-'));
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((app) => app.close()));
  });
  afterAll(async () => {
    await testDb.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const build = async (env: Record<string, string>) => {
    const app = await buildTestApp(testDb.database, {
      DATA_DIR: dataDir,
      ...generousRateLimits,
      ...env,
    });
    started.push(app);
    return app;
  };
  const get = (app: FastifyInstance, url: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url, headers });
  const accessToken = async (app: FastifyInstance, cookie: string) => {
    const response = await get(app, '/api/auth/token', { cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ token: string }>().token;
  };
  const meWith = async (app: FastifyInstance, token: string) => {
    const response = await get(app, '/api/me', { authorization: `Bearer ${token}` });
    expect(response.statusCode, response.body).toBe(200);
    return meSchema.parse(response.json());
  };
  const factorSecret = async (factorId: string) => {
    const [row] = await testDb.database.db
      .select({ secret: authFactors.secret })
      .from(authFactors)
      .where(eq(authFactors.id, factorId));
    return row?.secret ?? '';
  };

  // Made under secret A by the first test, used by the ones after it (they run in order).
  let user: TestUser;
  let enrolled: Awaited<ReturnType<typeof enrolVerifiedTotp>>;
  let jwtUnderA = '';
  let apiToken = '';

  it('starts on an empty database whatever the secret', async () => {
    const app = await build({ AUTH_SECRET: secretA, AUTH_SECRET_PREVIOUS: newSecret() });
    await expect(app.ready()).resolves.toBe(app);
  });

  it('keeps the data sealed with secret A working across restarts with A', async () => {
    const app = await build({ AUTH_SECRET: secretA });
    user = await createUser(app, dataDir);
    enrolled = await enrolVerifiedTotp(app, user.cookie);
    jwtUnderA = await accessToken(app, enrolled.cookie);
    const created = await postJson(
      app,
      apiTokensApi.tokens,
      { name: 'Script', scopes: ['journeys:read'], expires_in_days: 30 },
      { cookie: enrolled.cookie },
    );
    expect(created.statusCode, created.body).toBe(201);
    apiToken = createdApiTokenSchema.parse(created.json()).token;
    await app.close();

    const again = await build({ AUTH_SECRET: secretA });
    expect((await meWith(again, await accessToken(again, enrolled.cookie))).user.id).toBe(user.id);
  });

  it('refuses to start with secret B alone, naming AUTH_SECRET, and changes nothing', async () => {
    const sealedBefore = await factorSecret(enrolled.factor.id);
    const app = await build({ AUTH_SECRET: secretB });
    await expect(app.ready()).rejects.toThrow(
      'AUTH_SECRET does not open 1 JWT signing key and 1 two-factor secret',
    );
    expect(await factorSecret(enrolled.factor.id)).toBe(sealedBefore);
  });

  it('refuses to start when AUTH_SECRET_PREVIOUS does not open the data either', async () => {
    const app = await build({ AUTH_SECRET: secretB, AUTH_SECRET_PREVIOUS: newSecret() });
    await expect(app.ready()).rejects.toThrow(
      'neither AUTH_SECRET nor AUTH_SECRET_PREVIOUS opens 1 JWT signing key',
    );
  });

  it('re-seals with B what A sealed when AUTH_SECRET_PREVIOUS lists A, and everything works', async () => {
    const app = await build({
      AUTH_SECRET: secretB,
      AUTH_SECRET_PREVIOUS: `${newSecret()},${secretA}`,
    });
    const warn = vi.spyOn(app.log, 'warn');
    await app.ready();
    expect(warn).toHaveBeenCalledWith(
      { resealed: { signingKeys: 1, factorSecrets: 1 } },
      expect.stringContaining('Re-sealed 1 JWT signing key and 1 two-factor secret'),
    );
    expect(decryptSecret(deriveFactorKeys(secretB), await factorSecret(enrolled.factor.id))).toBe(
      enrolled.secret,
    );

    // Cookies are signed with the secret: a rotation signs everyone out (401, never a 500).
    expect((await get(app, '/api/auth/token', { cookie: enrolled.cookie })).statusCode).toBe(401);
    // The person signs in again with the password and an authenticator code.
    const signIn = await postJson(app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    // The enrolment used the current step: the next one is a fresh code.
    const verified = await verify(
      app,
      sessionCookie(signIn),
      enrolled.factor.id,
      totpCode(enrolled.secret, 1),
    );
    expect(verified.statusCode, verified.body).toBe(200);
    const cookie = sessionCookie(verified);
    expect((await meWith(app, await accessToken(app, cookie))).aal.current).toBe('aal2');
    // The signing key is the same one, re-sealed: a token it signed before still verifies.
    expect((await meWith(app, jwtUnderA)).user.id).toBe(user.id);
    const listed = await get(app, journeysApi.journeys, { authorization: `Bearer ${apiToken}` });
    expect(listed.statusCode, listed.body).toBe(200);

    // A backup code is a one-way hash under A: it counts while A is listed as previous.
    const aal1 = sessionCookie(
      await postJson(app, '/api/auth/sign-in/email', {
        email: user.email,
        password: user.password,
      }),
    );
    const backup = await postJson(
      app,
      '/api/auth/factors/backup-codes/verify',
      { code: enrolled.session.backup_codes?.[0] },
      { cookie: aal1 },
    );
    expect(backup.statusCode, backup.body).toBe(200);
    await app.close();

    // Re-sealed for good: B alone starts, and signs tokens for the session made under B.
    const later = await build({ AUTH_SECRET: secretB });
    const laterWarn = vi.spyOn(later.log, 'warn');
    await expect(later.ready()).resolves.toBe(later);
    expect(laterWarn).not.toHaveBeenCalled();
    expect((await meWith(later, await accessToken(later, cookie))).user.id).toBe(user.id);
  });

  it('re-seals once when two nodes start together with the next secret', async () => {
    const secretC = newSecret();
    const nodes = await Promise.all(
      [1, 2].map(() => build({ AUTH_SECRET: secretC, AUTH_SECRET_PREVIOUS: secretB })),
    );
    const warnings = nodes.map((node) => vi.spyOn(node.log, 'warn'));
    await Promise.all(nodes.map((node) => node.ready()));
    expect(warnings.map((warn) => warn.mock.calls.length).sort()).toEqual([0, 1]);
    expect(decryptSecret(deriveFactorKeys(secretC), await factorSecret(enrolled.factor.id))).toBe(
      enrolled.secret,
    );
  });
});
