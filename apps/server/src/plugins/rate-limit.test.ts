import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBodySchema } from '@waymark/shared/errors';
import { normalizePath } from '@/plugins/rate-limit';
import { createUser, testOrigin } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { engines, type TestDatabase } from '../../test/engines';

describe('normalizePath', () => {
  it('reads a path the way the router will, so spelling cannot dodge a budget', () => {
    expect(normalizePath('/api/auth/sign-in/email?x=1')).toBe('/api/auth/sign-in/email');
    expect(normalizePath('/api/auth/Sign-In/email/')).toBe('/api/auth/sign-in/email');
    expect(normalizePath('/api//auth/sign-in%2Femail')).toBe('/api/auth/sign-in/email');
    expect(normalizePath('/api/auth/%E0%A4%A')).toBe('/api/auth/%e0%a4%a');
  });
});

describe.each(engines)('rate limits on $name', (engine) => {
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
});
