import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  apiTokenListSchema,
  apiTokensApi,
  createdApiTokenSchema,
  type CreateApiToken,
} from '@waymark/shared/api-access/contracts';
import {
  apiTokenChecksum,
  apiTokenPrefix,
  generateApiToken,
} from '@waymark/shared/api-access/token-format';
import { errorBodySchema } from '@waymark/shared/errors';
import { journeyDetailSchema } from '@waymark/shared/journeys/journey-contracts';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import { apiTokens } from '@/db/tables/api-tokens';
import { journeys } from '@/db/tables/journeys';
import { ageOwnAccount } from '@/features/test-hooks/service';
import { testOrigin, type TestUser } from '../../../test/accounts';
import { useApiTest } from '../../../test/api-client';
import { smokeEngines } from '../../../test/engines';
import { postJourney } from '../../../test/factories';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Personal access tokens over HTTP, as an attacker with a token (or without the right one)
 * would use them: every refusal here would be a success on code that let tokens act as a full
 * session. Run on both smokeEngines.
 */
describe.each(smokeEngines)('personal access tokens on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-api-tokens-');
  const { app, db, harness, expectOk, call, user } = api;

  const createToken = async (owner: TestUser, input: Partial<CreateApiToken> = {}) =>
    expectOk(createdApiTokenSchema, 201, owner, 'POST', apiTokensApi.tokens, {
      name: 'Script',
      scopes: ['journeys:read'],
      expires_in_days: 30,
      ...input,
    });

  /** A call with the token alone: no cookie, no Origin (curl). */
  const withToken = (
    token: string,
    method: Method,
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    app().inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload !== undefined && { payload }),
    });
  const codeOf = (response: LightMyRequestResponse) =>
    errorBodySchema.parse(response.json()).error.code;

  it('shows the secret once, keeps only its SHA-256, and lists tokens without it', async () => {
    const ada = await user('ada');
    const created = await createToken(ada, {
      name: 'Backup script',
      scopes: ['journeys:read', 'journeys:write', 'export:read'],
      expires_in_days: 90,
    });
    expect(created.token.startsWith(apiTokenPrefix)).toBe(true);
    expect(created.scopes).toEqual(['journeys:write', 'export:read']);
    const days = (Date.parse(created.expires_at) - Date.parse(created.created_at)) / 86_400_000;
    expect(days).toBe(90);

    const listed = await call(ada, 'GET', apiTokensApi.tokens);
    expect(JSON.stringify(listed.body)).not.toContain(created.token);
    const list = apiTokenListSchema.parse(listed.body);
    expect(list.tokens.map((token) => token.name)).toContain('Backup script');
    expect(list.tokens.find((token) => token.id === created.id)).toEqual({
      ...created,
      token: undefined,
    });

    const [row] = await db().select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(apiTokenPrefix.length));
  });

  it('reads as its owner under row-level security: another person’s private journey is 404', async () => {
    const ada = await user('ada');
    const bob = await user('bob');
    const own = await postJourney(api, ada, { title: 'Mine' });
    const secret = await postJourney(api, bob, {
      title: 'Bob’s diary',
      visibility: 'private',
    });
    const open = await postJourney(api, bob, {
      title: 'Bob’s walk',
      visibility: 'public',
    });
    const { token } = await createToken(ada);

    const mine = await withToken(token, 'GET', journeysApi.journey(own.id));
    expect(mine.statusCode, mine.body).toBe(200);
    expect(journeyDetailSchema.parse(mine.json()).title).toBe('Mine');
    const hidden = await withToken(token, 'GET', journeysApi.journey(secret.id));
    expect(hidden.statusCode, hidden.body).toBe(404);
    expect((await withToken(token, 'GET', journeysApi.journey(open.id))).statusCode).toBe(200);
    const list = await withToken(token, 'GET', journeysApi.journeys);
    expect(list.body).toContain('Mine');
    expect(list.body).not.toContain('Bob’s diary');
  });

  it('refuses writes to a read-only token (403 INSUFFICIENT_SCOPE) and writes nothing', async () => {
    const ada = await user('ada');
    const own = await postJourney(api, ada, { title: 'Kept' });
    const { token } = await createToken(ada, { scopes: ['journeys:read'] });
    const attempts: [Method, string, object?][] = [
      ['POST', journeysApi.journeys, { title: 'Sneaky' }],
      ['PATCH', journeysApi.journey(own.id), { title: 'Renamed' }],
      ['DELETE', journeysApi.journey(own.id)],
      ['POST', journeysApi.journeyArchive(own.id)],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await withToken(token, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(codeOf(response)).toBe('INSUFFICIENT_SCOPE');
      expect(errorBodySchema.parse(response.json()).error.message).toContain('journeys:write');
    }
    const rows = await db().select().from(journeys).where(eq(journeys.ownerId, ada.id));
    expect(rows.map((row) => row.title)).not.toContain('Sneaky');
    const kept = rows.find((row) => row.id === own.id);
    expect([kept?.title, kept?.deletedAt]).toEqual(['Kept', null]);
    expect(kept?.status).not.toBe('archived');

    const writer = await createToken(ada, { scopes: ['journeys:write'] });
    const made = await withToken(writer.token, 'POST', journeysApi.journeys, {
      title: 'By script',
    });
    expect(made.statusCode, made.body).toBe(201);
    // journeys:write does not reach steps.
    const step = await withToken(writer.token, 'POST', journeysApi.journeySteps(own.id), {
      title: 'Step',
    });
    expect(step.statusCode).toBe(403);
  });

  it('keeps a journeys-only token out of social, settings, the account and billing', async () => {
    const ada = await user('ada');
    const bob = await user('bob');
    const { token } = await createToken(ada, { scopes: ['journeys:write'] });
    const social: [Method, string][] = [
      ['GET', '/api/timeline'],
      ['GET', `/api/profiles/${bob.id}`],
      ['GET', `/api/profiles/${bob.id}/followers`],
      ['PUT', `/api/profiles/${bob.id}/follow`],
      ['GET', '/api/me/social/followers'],
      ['GET', '/api/discover/search?q=walk'],
      ['GET', '/api/leaderboard'],
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read-all'],
    ];
    for (const [method, url] of social) {
      const response = await withToken(token, method, url);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
      expect(codeOf(response)).toBe('INSUFFICIENT_SCOPE');
    }
    const closed: [Method, string, object?][] = [
      ['GET', '/api/settings'],
      ['PATCH', '/api/settings', { currency: 'EUR' }],
      ['GET', '/api/me'],
      ['PATCH', '/api/me/profile', { name: 'Hacked' }],
      ['GET', '/api/sessions'],
      ['GET', '/api/billing/status'],
      ['GET', '/api/settings/export'],
    ];
    for (const [method, url, payload] of closed) {
      const response = await withToken(token, method, url, payload);
      const expected = url === '/api/settings/export' ? 'INSUFFICIENT_SCOPE' : 'TOKEN_NOT_ALLOWED';
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
      expect(codeOf(response), url).toBe(expected);
    }
    // A social-read token reads the timeline, and an export token downloads.
    const reader = await createToken(ada, { scopes: ['social:read', 'export:read'] });
    expect((await withToken(reader.token, 'GET', '/api/timeline')).statusCode).toBe(200);
    expect((await withToken(reader.token, 'GET', '/api/settings/export')).statusCode).toBe(200);
    expect((await withToken(reader.token, 'GET', '/api/leaderboard')).statusCode).toBe(200);
    // Notifications are a scope of their own: social does not reach them.
    const notified = await withToken(reader.token, 'GET', '/api/notifications/unread-count');
    expect(notified.statusCode).toBe(403);
    const inbox = await createToken(ada, { scopes: ['notifications:write'] });
    expect((await withToken(inbox.token, 'GET', '/api/notifications')).statusCode).toBe(200);
    expect((await withToken(inbox.token, 'POST', '/api/notifications/read-all')).statusCode).toBe(
      200,
    );
    // Public routes stay public.
    expect((await withToken(token, 'GET', '/api/health')).statusCode).toBe(200);
  });

  it('cannot make tokens, manage devices, change the password or delete the account', async () => {
    const ada = await user('ada');
    const { token, id } = await createToken(ada, { scopes: ['journeys:write', 'social:write'] });
    const refused: [Method, string, object?][] = [
      [
        'POST',
        apiTokensApi.tokens,
        { name: 'Next', scopes: ['journeys:read'], expires_in_days: 30 },
      ],
      ['GET', apiTokensApi.tokens],
      ['DELETE', apiTokensApi.token(id)],
      ['POST', '/api/sessions/sign-out-others'],
      ['DELETE', '/api/me', { password: ada.password }],
    ];
    for (const [method, url, payload] of refused) {
      const response = await withToken(token, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
      expect(codeOf(response)).toBe('TOKEN_NOT_ALLOWED');
    }
    // better-auth's endpoints act on the session cookie alone: a token is no one there.
    const change = await withToken(token, 'POST', '/api/auth/change-password', {
      currentPassword: ada.password,
      newPassword: 'another-password-1843',
    });
    expect(change.statusCode, change.body).toBe(401);
    const signIn = await app().inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: testOrigin },
      payload: { email: ada.email, password: ada.password },
    });
    expect(signIn.statusCode, 'the password is unchanged').toBe(200);
    const tokensNow = await db().select().from(apiTokens).where(eq(apiTokens.userId, ada.id));
    expect(tokensNow.map((row) => row.name)).not.toContain('Next');
    expect(tokensNow.map((row) => row.id)).toContain(id);
  });

  it('answers 401 to expired, revoked, tampered and unknown tokens', async () => {
    const ada = await user('ada');
    const expired = await createToken(ada, { name: 'Old' });
    await db()
      .update(apiTokens)
      .set({
        expiresAt: sql`now() - interval '1 second'`,
        createdAt: sql`now() - interval '31 days'`,
      })
      .where(eq(apiTokens.id, expired.id));
    const revoked = await createToken(ada, { name: 'Revoked' });
    expect((await withToken(revoked.token, 'GET', journeysApi.journeys)).statusCode).toBe(200);
    expect((await call(ada, 'DELETE', apiTokensApi.token(revoked.id))).status).toBe(204);
    const live = await createToken(ada, { name: 'Live' });
    const random = live.token.slice(apiTokenPrefix.length, apiTokenPrefix.length + 32);
    const flipped = (random[0] === 'A' ? 'B' : 'A') + random.slice(1);
    const tampered = apiTokenPrefix + flipped + live.token.slice(apiTokenPrefix.length + 32);
    // Well-formed, right checksum, never issued.
    const unknown = generateApiToken();
    expect(apiTokenChecksum(unknown.slice(8, 40))).toBe(unknown.slice(40));

    const cases: [string, string, string][] = [
      ['expired', expired.token, 'Access token expired'],
      ['revoked', revoked.token, 'Invalid access token'],
      ['tampered', tampered, 'Invalid access token'],
      ['truncated', live.token.slice(0, -2), 'Invalid access token'],
      ['unknown', unknown, 'Invalid access token'],
    ];
    for (const [what, token, message] of cases) {
      const response = await withToken(token, 'GET', journeysApi.journeys);
      expect(response.statusCode, what).toBe(401);
      expect(errorBodySchema.parse(response.json()).error, what).toEqual({
        code: 'UNAUTHENTICATED',
        message,
      });
      // Writes too, and before any validation of the body.
      const write = await withToken(token, 'POST', journeysApi.journeys, { nonsense: true });
      expect(write.statusCode, what).toBe(401);
    }
    expect((await withToken(live.token, 'GET', journeysApi.journeys)).statusCode).toBe(200);
  });

  it('stops paid writes once the owner has no access (402), keeping reads and export open', async () => {
    const ada = await user('ada');
    const own = await postJourney(api, ada, { title: 'Before' });
    const { token } = await createToken(ada, {
      scopes: ['journeys:write', 'social:write', 'export:read'],
    });
    await ageOwnAccount(db(), ada.id, 8);
    const bob = await user('bob');
    const writes: [Method, string, object?][] = [
      ['POST', journeysApi.journeys, { title: 'After' }],
      ['PATCH', journeysApi.journey(own.id), { title: 'Renamed' }],
      // Free in the app, but tokens are a Pro feature: every write of a token needs access.
      ['PUT', `/api/profiles/${bob.id}/mute`, { duration: '7d' }],
    ];
    for (const [method, url, payload] of writes) {
      const response = await withToken(token, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(402);
      expect(codeOf(response)).toBe('SUBSCRIPTION_REQUIRED');
    }
    expect((await withToken(token, 'GET', journeysApi.journey(own.id))).statusCode).toBe(200);
    expect((await withToken(token, 'GET', '/api/settings/export')).statusCode).toBe(200);
    // And no new token without access.
    const refused = await call(ada, 'POST', apiTokensApi.tokens, {
      name: 'Another',
      scopes: ['journeys:read'],
      expires_in_days: 30,
    });
    expect(refused.status).toBe(402);
    await ageOwnAccount(db(), ada.id, 0);
  });

  it('lets nobody else list or revoke my tokens', async () => {
    const ada = await user('ada');
    const eve = await user('eve');
    const mine = await createToken(ada, { name: 'Ada’s CI' });
    const theirs = apiTokenListSchema.parse((await call(eve, 'GET', apiTokensApi.tokens)).body);
    expect(theirs.tokens.map((token) => token.id)).not.toContain(mine.id);
    const revoke = await call(eve, 'DELETE', apiTokensApi.token(mine.id));
    expect(revoke.status).toBe(404);
    expect((await call(null, 'DELETE', apiTokensApi.token(mine.id))).status).toBe(401);
    expect((await call(null, 'GET', apiTokensApi.tokens)).status).toBe(401);
    expect((await withToken(mine.token, 'GET', journeysApi.journeys)).statusCode).toBe(200);
  });

  it('records the last use (time and address) at most once a minute', async () => {
    const ada = await user('ada');
    const { token, id } = await createToken(ada, { name: 'Watched' });
    const before = apiTokenListSchema.parse((await call(ada, 'GET', apiTokensApi.tokens)).body);
    expect(before.tokens.find((t) => t.id === id)).toMatchObject({
      last_used_at: null,
      last_used_ip: null,
    });
    await withToken(token, 'GET', journeysApi.journeys);
    const after = apiTokenListSchema.parse((await call(ada, 'GET', apiTokensApi.tokens)).body);
    const used = after.tokens.find((t) => t.id === id);
    expect(used?.last_used_ip).toBe('127.0.0.1');
    expect(used?.last_used_at).not.toBeNull();
    await withToken(token, 'GET', journeysApi.journeys);
    const again = apiTokenListSchema.parse((await call(ada, 'GET', apiTokensApi.tokens)).body);
    expect(again.tokens.find((t) => t.id === id)?.last_used_at).toBe(used?.last_used_at);
  });

  it('limits requests per token, not per person', async () => {
    const ada = await user('ada');
    const limited = await harness.start({ RATE_LIMIT_API_TOKEN: '3' });
    const first = await createToken(ada, { name: 'One' });
    const second = await createToken(ada, { name: 'Two' });
    const get = (token: string) =>
      limited.inject({
        method: 'GET',
        url: journeysApi.journeys,
        headers: { authorization: `Bearer ${token}` },
      });
    for (let index = 0; index < 3; index += 1) {
      const response = await get(first.token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['ratelimit-remaining']).toBe(String(2 - index));
    }
    const over = await get(first.token);
    expect(over.statusCode).toBe(429);
    expect(codeOf(over)).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(second.token)).statusCode).toBe(200);
    // The person's own session is not a token: not counted.
    expect((await call(ada, 'GET', journeysApi.journeys)).status).toBe(200);
  });

  it('lets cookie-less token writes through the cross-site check, but not with a cookie', async () => {
    const ada = await user('ada');
    const { token } = await createToken(ada, { scopes: ['journeys:write'] });
    const evil = { origin: 'https://evil.example' };
    const curl = await withToken(
      token,
      'POST',
      journeysApi.journeys,
      { title: 'From a server' },
      evil,
    );
    expect(curl.statusCode, curl.body).toBe(201);
    const withCookie = await withToken(
      token,
      'POST',
      journeysApi.journeys,
      { title: 'Forged' },
      { ...evil, cookie: ada.cookie },
    );
    expect(withCookie.statusCode).toBe(403);
    expect(codeOf(withCookie)).toBe('FORBIDDEN');
  });

  it('requires a name, a scope and one of the offered expiries', async () => {
    const ada = await user('ada');
    const bad: object[] = [
      { name: 'x', scopes: ['journeys:read'] },
      { name: 'x', scopes: ['journeys:read'], expires_in_days: 7 },
      { name: 'x', scopes: ['journeys:read'], expires_in_days: null },
      { name: '', scopes: ['journeys:read'], expires_in_days: 30 },
      { name: 'x', scopes: [], expires_in_days: 30 },
      { name: 'x', scopes: ['admin:write'], expires_in_days: 30 },
      { name: 'x', scopes: ['export:write'], expires_in_days: 30 },
    ];
    for (const body of bad) {
      const response = await call(ada, 'POST', apiTokensApi.tokens, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });
});
