import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { activeSessionListSchema } from '@waymark/shared/sessions';
import { errorBodySchema } from '@waymark/shared/errors';
import { readOutbox } from '@/capabilities/mail/outbox';
import { canonicalTarget, requestTargetProblem } from '@/plugins/request-target';
import { createUser, testOrigin } from '../../test/accounts';
import { useTestApp } from '../../test/app-harness';
import { featureEngines } from '../../test/engines';
import { rawRequest, type RawResponse } from '../../test/raw-http';

describe('canonicalTarget', () => {
  it('unescapes unreserved characters in the path only', () => {
    expect(canonicalTarget('/%61pi/auth/sign-in%2Demail')).toBe('/api/auth/sign-in-email');
    expect(canonicalTarget('/api/x/%2e%2E/y')).toBe('/api/x/../y');
    expect(canonicalTarget('/api/a%2Fb%20c%5C?q=%61#%62')).toBe('/api/a%2Fb%20c%5C?q=%61#%62');
    expect(canonicalTarget('/api/%E0%A4%A')).toBe('/api/%E0%A4%A');
    expect(canonicalTarget('http://host/api/%61')).toBe('http://host/api/%61');
  });
});

describe('requestTargetProblem', () => {
  it('accepts the paths the router and better-auth read alike', () => {
    for (const target of [
      '/',
      '/api/auth/sign-in/email',
      '/api/journeys?cursor=a..b&q=..',
      '/api//auth/sign-in/email/',
      '/api/auth/Sign-In/email',
      '/api/files/a.b..c/...',
    ]) {
      expect(requestTargetProblem(target)).toBeNull();
    }
  });

  it('refuses dot segments, backslashes and targets that name a host', () => {
    expect(requestTargetProblem('/api/auth/x/../request-password-reset')).toMatch(/"\." or "\.\."/);
    expect(requestTargetProblem('/api/auth/./sign-in/email')).toMatch(/"\." or "\.\."/);
    expect(requestTargetProblem('/api/auth/x/..')).toMatch(/"\." or "\.\."/);
    expect(requestTargetProblem(canonicalTarget('/api/auth/x/%2e%2E/y'))).toMatch(/"\."/);
    expect(requestTargetProblem('/api/auth\\sign-in/email')).toMatch(/backslashes/);
    expect(requestTargetProblem('/api/auth%5Csign-in/email')).toMatch(/backslashes/);
    expect(requestTargetProblem('http://localhost:3000/api/auth/sign-in/email')).toMatch(
      /not an absolute URL/,
    );
    expect(requestTargetProblem('//evil.example/api/auth/sign-in/email')).toMatch(/absolute URL/);
    expect(requestTargetProblem('*')).toMatch(/absolute URL/);
  });
});

describe.each(featureEngines)('request targets over HTTP on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-request-target-');

  /** A real listening server: only a real socket can carry these spellings. */
  const listen = async (env: Record<string, string> = {}) => {
    const app = await harness.start(env);
    await app.listen({ host: '127.0.0.1', port: 0 });
    return app;
  };

  const expectRefused = (response: RawResponse, message: RegExp) => {
    expect(response.status).toBe(400);
    const { error } = errorBodySchema.parse(response.json());
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toMatch(message);
  };

  const expectLimited = (response: RawResponse) => {
    expect(response.status).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('RATE_LIMITED');
  };

  const dotSpellings = (path: string) => [
    `/api/auth/x/../${path}`,
    `/api/auth/./${path}`,
    `/api/auth/x/%2e%2e/${path}`,
    `/api/auth/x/.%2E/${path}`,
  ];

  it('refuses every other spelling of password reset with 400, so none mails past the limit', async () => {
    const app = await listen({ RATE_LIMIT_PASSWORD_RESET: '1,100' });
    const user = await createUser(app, harness.dataDir);
    const mailsBefore = (await readOutbox(harness.dataDir)).length;
    const body = { email: user.email, redirectTo: '/reset-password' };
    const reset = (target: string) => rawRequest(app, { target, body });

    expect((await reset('/api/auth/request-password-reset')).status).toBe(200);
    for (const target of dotSpellings('request-password-reset')) {
      expectRefused(await reset(target), /"\." or "\.\." segments/);
    }
    expectRefused(await reset('/api/auth/x\\..\\request-password-reset'), /backslashes/);
    expectRefused(
      await reset('http://localhost:3000/api/auth/request-password-reset'),
      /not an absolute URL/,
    );
    expectRefused(await reset('//localhost:3000/api/auth/request-password-reset'), /absolute URL/);
    // An escaped letter is the same path: counted against the same budget.
    expectLimited(await reset('/api/auth/request-p%61ssword-reset'));

    expect((await readOutbox(harness.dataDir)).length).toBe(mailsBefore + 1);
  });

  it('refuses every other spelling of sign-in with 400, so none guesses past the limit', async () => {
    const app = await listen({ RATE_LIMIT_SIGN_IN: '2,100' });
    const user = await createUser(app, harness.dataDir);
    const guess = (target: string) =>
      rawRequest(app, { target, body: { email: user.email, password: 'not-the-password' } });

    // The budget is two attempts (the confirmation link signed createUser in, not a sign-in):
    // both are spent on the plain spelling.
    expect((await guess('/api/auth/sign-in/email')).status).toBe(401);
    expect((await guess('/api/auth/sign-in/email')).status).toBe(401);
    for (const target of dotSpellings('sign-in/email')) {
      expectRefused(await guess(target), /"\." or "\.\." segments/);
    }
    expectRefused(await guess('http://localhost:3000/api/auth/sign-in/email'), /absolute URL/);
    expectLimited(await guess('/%61pi/auth/sign-in/%65mail'));
    // Not even the right password gets through an odd spelling now.
    const right = await rawRequest(app, {
      target: 'http://localhost:3000/api/auth/sign-in/email',
      body: { email: user.email, password: user.password },
    });
    expect(right.status).toBe(400);
  });

  it('records the address the server saw, whatever the URL spelling and a forged header say', async () => {
    const app = await listen();
    const user = await createUser(app, harness.dataDir);
    const forged = { 'x-waymark-client-address': '203.0.113.66' };
    const signIn = (target: string) =>
      rawRequest(app, {
        target,
        headers: forged,
        body: { email: user.email, password: user.password },
      });

    // The absolute form used to skip the hook that overwrites the header.
    expect((await signIn('http://localhost:3000/api/auth/sign-in/email')).status).toBe(400);
    // An escaped spelling reaches sign-in, with the header overwritten.
    const signedIn = await signIn('/%61pi/auth/sign-in/email');
    expect(signedIn.status).toBe(200);

    const addresses = await recordedAddresses(app, user.cookie);
    expect(addresses).not.toContain('203.0.113.66');
    expect(addresses).toContain('127.0.0.1');
  });

  it('refuses dot segments on every route, not only better-auth', async () => {
    const app = await listen();
    const user = await createUser(app, harness.dataDir);
    const response = await rawRequest(app, {
      method: 'GET',
      target: '/api/journeys/%2e%2e/me',
      headers: { cookie: user.cookie, origin: testOrigin },
    });
    expectRefused(response, /"\." or "\.\." segments/);
  });
});

async function recordedAddresses(app: FastifyInstance, cookie: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/api/sessions', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return activeSessionListSchema
    .parse(response.json())
    .sessions.map((session) => session.ip_address ?? '');
}
