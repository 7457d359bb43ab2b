import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, type ErrorCode } from '@waymark/shared/errors';
import type { DeclaredRoute } from '@/access/route-check';
import { AppError } from '@/errors';
import { ageOwnAccount } from '@/features/test-hooks/service';
import { createUser, postJson, sessionCookie, testOrigin } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { useTestApp } from '../../test/app-harness';
import { pgliteEngine } from '../../test/engines';
import { enrolVerifiedTotp, generousRateLimits } from '../../test/factors';

/**
 * Every API route's declared access, held over HTTP: generated from the routes themselves, so a
 * route added tomorrow is covered the day it is added. Each request here is refused before its
 * handler runs (nothing is written). One engine: the step runs before any SQL of the route.
 */
describe('the declared access of every API route', () => {
  const harness = useTestApp(pgliteEngine, 'waymark-declared-routes-');
  let app: FastifyInstance;
  let routes: DeclaredRoute[];
  /** An aal1 session of an account with a verified second factor. */
  let passwordOnly: string;
  /** A person past the grace week without a subscription. */
  let gated: string;
  /** Tokens of one person, each with one read scope. */
  let notificationsToken: string;
  let journeysToken: string;

  beforeAll(async () => {
    // Kept for the whole file (the harness closes what it starts after each test).
    app = await buildTestApp(harness.testDb.database, {
      DATA_DIR: harness.dataDir,
      ...generousRateLimits,
      E2E_TEST_HOOKS: '1',
    });
    await app.ready();
    routes = app.declaredRoutes().filter((route) => route.method !== 'HEAD');

    const owner = await createUser(app, harness.dataDir);
    const token = async (scope: string) => {
      const created = await app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: { cookie: owner.cookie, origin: testOrigin },
        payload: { name: scope, scopes: [scope], expires_in_days: 30 },
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json<{ token: string }>().token;
    };
    notificationsToken = await token('notifications:read');
    journeysToken = await token('journeys:read');

    const enrolled = await createUser(app, harness.dataDir);
    await enrolVerifiedTotp(app, enrolled.cookie);
    const signIn = await postJson(app, '/api/auth/sign-in/email', {
      email: enrolled.email,
      password: enrolled.password,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    passwordOnly = sessionCookie(signIn);

    const lapsed = await createUser(app, harness.dataDir);
    await ageOwnAccount(harness.testDb.database.db, lapsed.id, 60);
    gated = lapsed.cookie;
  });

  afterAll(async () => {
    await app.close();
  });

  /** The route's path with every parameter filled in (the step refuses before validation). */
  const sample = (url: string) =>
    url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'get-session');
  const send = (route: DeclaredRoute, headers: Record<string, string>) =>
    app.inject({
      method: route.method as 'GET',
      url: sample(route.url),
      headers: { origin: testOrigin, ...headers },
    });
  /** Whether the answer is the refusal `code` with `status`: the API's error body, or the plain text POST /api/payments answers (spec). */
  const refused = (response: LightMyRequestResponse, status: number, code: ErrorCode) => {
    if (response.statusCode !== status) return false;
    if (!response.headers['content-type']?.toString().startsWith('application/json')) {
      return response.body === new AppError(code).message;
    }
    return errorBodySchema.safeParse(response.json()).data?.error.code === code;
  };
  const codeOf = (response: LightMyRequestResponse) =>
    `${response.statusCode} ${response.body.slice(0, 80)}`;
  const name = (route: DeclaredRoute) => `${route.method} ${route.url}`;
  const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

  it('finds every route declared, the same ones the server serves', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.map(name)).toContain('GET /api/journeys');
    expect(routes.map(name)).toContain('PUT /api/community/moderation/bans/:userId');
  });

  it('answers a visitor 401 on every signed-in route', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.access.caller === 'signed-in')) {
      const response = await send(route, {});
      if (!refused(response, 401, 'UNAUTHENTICATED'))
        failures.push(`${name(route)} → ${codeOf(response)}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses a personal access token without the route’s scope, or any token where none is allowed', async () => {
    const failures: string[] = [];
    // better-auth's endpoints read the session cookie alone: a token there names nobody
    // (api-tokens.test.ts: a token cannot change the password, 401).
    const withTokens = routes.filter((r) => !r.url.startsWith('/api/auth/'));
    for (const route of withTokens.filter((r) => r.access.token !== 'any')) {
      const resource = route.access.token;
      // A token whose one scope is of another resource than the route's.
      const token = resource === 'notifications' ? journeysToken : notificationsToken;
      const response = await send(route, { authorization: `Bearer ${token}` });
      const expected = resource === 'none' ? 'TOKEN_NOT_ALLOWED' : 'INSUFFICIENT_SCOPE';
      if (!refused(response, 403, expected)) failures.push(`${name(route)} → ${codeOf(response)}`);
    }
    expect(failures).toEqual([]);
  });

  it('holds a password-only session of an enrolled account at the second factor unless declared', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.access.beforeSecondFactor === 'refused')) {
      const response = await send(route, { cookie: passwordOnly });
      if (!refused(response, 403, 'MFA_REQUIRED'))
        failures.push(`${name(route)} → ${codeOf(response)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers a person without access 402 on every paid write and paid read', async () => {
    const paid = routes.filter(
      (r) => r.access.paid === 'all' || (r.access.paid === 'writes' && isWrite(r.method)),
    );
    expect(paid.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of paid) {
      const response = await send(route, { cookie: gated });
      if (!refused(response, 402, 'SUBSCRIPTION_REQUIRED')) {
        failures.push(`${name(route)} → ${codeOf(response)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
