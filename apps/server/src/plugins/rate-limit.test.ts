import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBodySchema } from '@waymark/shared/errors';
import { createUser, sessionCookie, testOrigin } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { featureEngines, type TestDatabase } from '../../test/engines';
import { challenge, enrolVerifiedTotp, wrongTotpCode } from '../../test/factors';

describe.each(featureEngines)('rate limits on $name', (engine) => {
  let testDb: TestDatabase;
  let dataDir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await engine.open();
    dataDir = mkdtempSync(path.join(tmpdir(), 'waymark-rate-limit-'));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await app.close();
  });
  afterAll(async () => {
    await testDb.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async (env: NodeJS.ProcessEnv = {}) => {
    app = await buildTestApp(testDb.database, { DATA_DIR: dataDir, ...env });
    return app;
  };

  const post = (
    url: string,
    payload: object,
    remoteAddress = '198.51.100.1',
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress,
      headers: { origin: testOrigin, ...headers },
    });

  const signIn = (email: string, remoteAddress?: string) =>
    post('/api/auth/sign-in/email', { email, password: 'not-the-password' }, remoteAddress);

  const expectLimited = (response: LightMyRequestResponse, seconds?: number) => {
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    if (seconds !== undefined) expect(retryAfter).toBe(seconds);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(errorBodySchema.parse(response.json())).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: `Too many attempts. Try again in ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}.`,
      },
    });
  };

  it('refuses the 11th sign-in for one account within a minute, whatever the address', async () => {
    await start();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      // Spelling the address differently is still the same account.
      const email = attempt % 2 ? 'target@example.com' : 'Target@Example.COM';
      const response = await signIn(email, `198.51.100.${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    expectLimited(await signIn('target@example.com', '198.51.100.99'));
    // Another account from the same address is not affected.
    expect((await signIn('someone-else@example.com', '198.51.100.1')).statusCode).toBe(401);
  });

  it('counts one IPv6 /64 as one address, and the next /64 apart', async () => {
    await start({ RATE_LIMIT_SIGN_IN: '100,3' });
    expect((await signIn('a@example.com', '2001:db8:1:2::1')).statusCode).toBe(401);
    expect((await signIn('b@example.com', '2001:db8:1:2::2')).statusCode).toBe(401);
    expect((await signIn('c@example.com', '2001:db8:1:2:ffff:ffff:ffff:ffff')).statusCode).toBe(
      401,
    );
    expectLimited(await signIn('d@example.com', '2001:0db8:0001:0002:abcd::9'));
    expect((await signIn('d@example.com', '2001:db8:1:3::1')).statusCode).toBe(401);
    // An IPv4 client seen through a dual-stack socket is its IPv4 address.
    await app.close();
    await start({ RATE_LIMIT_SIGN_IN: '100,1' });
    expect((await signIn('e@example.com', '192.0.2.10')).statusCode).toBe(401);
    expectLimited(await signIn('f@example.com', '::ffff:192.0.2.10'));
  });

  it('believes X-Forwarded-For only when TRUST_PROXY says so', async () => {
    const viaProxy = (email: string, forwardedFor: string) =>
      post('/api/auth/sign-in/email', { email, password: 'not-the-password' }, '10.0.0.2', {
        'x-forwarded-for': forwardedFor,
      });
    await start({ RATE_LIMIT_SIGN_IN: '100,1' });
    expect((await viaProxy('g@example.com', '192.0.2.1')).statusCode).toBe(401);
    // Without TRUST_PROXY a client cannot pick its address: the socket's counts.
    expectLimited(await viaProxy('h@example.com', '192.0.2.2'));

    await app.close();
    await start({ RATE_LIMIT_SIGN_IN: '100,1', TRUST_PROXY: '10.0.0.0/8' });
    expect((await viaProxy('g@example.com', '192.0.2.1')).statusCode).toBe(401);
    expect((await viaProxy('h@example.com', '192.0.2.2')).statusCode).toBe(401);
    expectLimited(await viaProxy('i@example.com', '192.0.2.2'));
  });

  it('opens again once the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    await start({ RATE_LIMIT_SIGN_IN: '2,100' });
    expect((await signIn('window@example.com')).statusCode).toBe(401);
    expect((await signIn('window@example.com')).statusCode).toBe(401);
    expectLimited(await signIn('window@example.com'), 60);

    vi.setSystemTime(new Date('2026-03-01T12:00:59.200Z'));
    expectLimited(await signIn('window@example.com'), 1);

    vi.setSystemTime(new Date('2026-03-01T12:01:00Z'));
    expect((await signIn('window@example.com')).statusCode).toBe(401);
  });

  it('limits sign-up, password reset and verification resend per e-mail address', async () => {
    await start({
      RATE_LIMIT_SIGN_UP: '1,100',
      RATE_LIMIT_PASSWORD_RESET: '1,100',
      RATE_LIMIT_EMAIL_RESEND: '1,100',
    });
    const signUp = {
      name: 'Ada Lovelace',
      username: 'ada_limited',
      email: 'limited@example.com',
      password: 'engines1843',
    };
    expect((await post('/api/auth/sign-up/email', signUp)).statusCode).toBe(200);
    expectLimited(
      await post('/api/auth/sign-up/email', { ...signUp, username: 'ada_limited_2' }, '192.0.2.1'),
    );

    const reset = { email: 'limited@example.com', redirectTo: '/reset-password' };
    expect((await post('/api/auth/request-password-reset', reset)).statusCode).toBe(200);
    expectLimited(await post('/api/auth/request-password-reset', reset, '192.0.2.2'));

    const resend = { email: 'LIMITED@example.com' };
    expect((await post('/api/auth/send-verification-email', resend)).statusCode).toBe(200);
    expectLimited(await post('/api/auth/send-verification-email', resend, '192.0.2.3'));
  });

  it('limits second-factor verification per address, with or without a session', async () => {
    await start({ RATE_LIMIT_SECOND_FACTOR: '100,2' });
    const factorId = '00000000-0000-4000-8000-000000000000';
    const attempt = (url: string) => post(url, { code: '123456' }, '203.0.113.50');
    expect((await attempt(`/api/auth/factors/${factorId}/verify`)).statusCode).not.toBe(429);
    expect((await attempt('/api/auth/factors/backup-codes/verify')).statusCode).not.toBe(429);
    expectLimited(await attempt(`/api/auth/factors/${factorId}/verify`));
  });

  it('counts a signed-in account across addresses when the body names no e-mail', async () => {
    await start({ RATE_LIMIT_ACCOUNT_CHANGE: '1,100' });
    const user = await createUser(app, dataDir);
    const change = (remoteAddress: string) =>
      post(
        '/api/auth/change-password',
        { currentPassword: 'wrong-password', newPassword: 'another-secret-1' },
        remoteAddress,
        { cookie: user.cookie },
      );
    expect((await change('192.0.2.20')).statusCode).toBe(400);
    expectLimited(await change('192.0.2.21'));
  });
  it('keys change-password on the signed-in account, whatever e-mail the body adds', async () => {
    await start({ RATE_LIMIT_ACCOUNT_CHANGE: '2,100' });
    const user = await createUser(app, dataDir);
    // The attacker holds the cookie and names a fresh e-mail (and address) on every guess.
    const guess = (attempt: number) =>
      post(
        '/api/auth/change-password',
        {
          email: `decoy-${attempt}@example.com`,
          currentPassword: `guess-${attempt}-wrong`,
          newPassword: 'another-secret-1',
        },
        `192.0.2.${30 + attempt}`,
        { cookie: user.cookie },
      );
    expect((await guess(1)).statusCode).toBe(400);
    expect((await guess(2)).statusCode).toBe(400);
    expectLimited(await guess(3));
    // The same budget covers change-email, whatever the body says.
    expectLimited(
      await post(
        '/api/auth/change-email',
        { email: 'decoy-4@example.com', newEmail: 'new-address@example.com' },
        '192.0.2.40',
        { cookie: user.cookie },
      ),
    );
  });

  it('keys second-factor checks on the signed-in account, whatever e-mail the body adds', async () => {
    await start({ RATE_LIMIT_SECOND_FACTOR: '3,100', RATE_LIMIT_SIGN_IN: '100,100' });
    const user = await createUser(app, dataDir);
    const { factor, secret } = await enrolVerifiedTotp(app, user.cookie);
    // A stolen password gives an aal1 session: the attacker guesses the code from there.
    const signedIn = await post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    const cookie = sessionCookie(signedIn);
    const started = await challenge(app, cookie, factor.id);
    expect(started.statusCode).toBe(200);
    const challengeId = started.json<{ id: string }>().id;
    const guess = (attempt: number) =>
      post(
        `/api/auth/factors/${factor.id}/verify`,
        {
          email: `decoy-${attempt}@example.com`,
          challenge_id: challengeId,
          code: wrongTotpCode(secret),
        },
        `203.0.113.${attempt}`,
        { cookie },
      );
    // Enrolling verified one code already: one of the account's three checks is spent.
    expect((await guess(1)).statusCode).not.toBe(429);
    expect((await guess(2)).statusCode).not.toBe(429);
    expectLimited(await guess(3));
    // Backup codes share the budget.
    expectLimited(
      await post(
        '/api/auth/factors/backup-codes/verify',
        { email: 'decoy-9@example.com', code: 'aaaa-bbbb-cccc' },
        '203.0.113.9',
        { cookie },
      ),
    );
  });

  it('does not answer verify-password over HTTP: it would be an unlimited password oracle', async () => {
    await start();
    const user = await createUser(app, dataDir);
    for (const url of ['/api/auth/verify-password', '/api/auth/%76erify-password']) {
      const response = await post(url, { password: user.password }, '192.0.2.60', {
        cookie: user.cookie,
      });
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('NOT_FOUND');
    }
  });

  it('limits the password check of account deletion per account and per address', async () => {
    await start({ RATE_LIMIT_ACCOUNT_CHANGE: '3,4' });
    const user = await createUser(app, dataDir);
    const remove = (password: string, remoteAddress: string, cookie = user.cookie) =>
      app.inject({
        method: 'DELETE',
        url: '/api/me',
        payload: { password },
        remoteAddress,
        headers: { origin: testOrigin, cookie },
      });
    expect((await remove('guess-1', '192.0.2.71')).statusCode).toBe(400);
    expect((await remove('guess-2', '192.0.2.72')).statusCode).toBe(400);
    expect((await remove('guess-3', '192.0.2.73')).statusCode).toBe(400);
    // The fourth guess, even the right password, is refused: the account is still there.
    expectLimited(await remove(user.password, '192.0.2.74'));
    expect(
      (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } }))
        .statusCode,
    ).toBe(200);

    // Per address: guesses spread over several accounts from one address stop too.
    const others = [await createUser(app, dataDir), await createUser(app, dataDir)];
    for (const other of others) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await remove('guess', '192.0.2.80', other.cookie)).statusCode).toBe(400);
      }
    }
    expectLimited(await remove('guess', '192.0.2.80', (await createUser(app, dataDir)).cookie));
  });
});
