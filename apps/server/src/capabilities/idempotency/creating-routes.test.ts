import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiTokenListSchema, createdApiTokenSchema } from '@waymark/shared/api-access/contracts';
import { conversationDetailSchema, messagePageSchema } from '@waymark/shared/chat/contracts';
import { journeyPageSchema } from '@waymark/shared/journeys/list-contracts';
import { webhookEndpointListSchema, webhooksApi } from '@waymark/shared/webhooks/contracts';
import { and, eq } from 'drizzle-orm';
import { PENDING_STATUS } from '@/capabilities/idempotency/queries';
import { requestIdempotencyKeys } from '@/db/tables/idempotency';
import { testOrigin, type TestUser } from '../../../test/accounts';
import { buildTestApp } from '../../../test/app';
import { useApiTest } from '../../../test/api-client';
import { smokeEngines } from '../../../test/engines';

let keys = 0;
/** A fresh, well-formed Idempotency-Key. */
const newKey = () => `key-${Date.now()}-${(keys += 1)}`;

/** How the caller proves who it is: the app's cookie or a personal access token. */
type Credential = { cookie: string } | { authorization: string };

/**
 * Issue 31: every creating POST of the API honours `Idempotency-Key` with Stripe's semantics,
 * for cookie sessions and personal access tokens alike. Rows are counted through the API.
 */
describe.each(smokeEngines)('Idempotency-Key on creating routes on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-idempotent-create-');
  const { harness, user } = api;

  const send = (
    app: FastifyInstance,
    credential: Credential,
    url: string,
    key: string,
    payload: object,
  ) =>
    app.inject({
      method: 'POST',
      url,
      headers: { origin: testOrigin, ...credential, 'idempotency-key': key },
      payload,
    });
  const get = async (app: FastifyInstance, credential: Credential, url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: credential });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<unknown>();
  };
  const tokenOf = async (owner: TestUser, scopes: string[]) => {
    const created = await send(api.app(), { cookie: owner.cookie }, '/api/tokens', newKey(), {
      name: scopes.join(' '),
      scopes,
      expires_in_days: 30,
    });
    expect(created.statusCode, created.body).toBe(201);
    return { authorization: `Bearer ${createdApiTokenSchema.parse(created.json()).token}` };
  };
  const codeOf = (response: LightMyRequestResponse) =>
    response.json<{ error: { code: string } }>().error.code;

  interface Case {
    app: FastifyInstance;
    credential: Credential;
    url: string;
    body: object;
    otherBody: object;
    /** A body of its own for the racing pair (a route may also tell repeats by a field). */
    raceBody?: object;
    /** How many of the created things the caller sees, through the API. */
    count: () => Promise<number>;
    /** The settings `app` was started with. */
    env?: Record<string, string>;
  }

  /**
   * A second server on the same database whose requests, once `key` is held by its first
   * request (the pending row), stop before their next transaction (the route's own work) until
   * `release()`: the first of two racing requests, caught between taking the key and answering.
   * Deterministic on both engines (PGlite runs one transaction at a time).
   */
  const holdingApp = async (key: string, env: Record<string, string>) => {
    const database = harness.testDb.database;
    const real = database.db;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let onHeld = () => {};
    const held = new Promise<void>((resolve) => (onHeld = resolve));
    let holding = false;
    const isTaken = async () =>
      (
        await real
          .select({ key: requestIdempotencyKeys.key })
          .from(requestIdempotencyKeys)
          .where(
            and(
              eq(requestIdempotencyKeys.key, key),
              eq(requestIdempotencyKeys.statusCode, PENDING_STATUS),
            ),
          )
      ).length > 0;
    const db = new Proxy(real, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property);
        if (typeof value !== 'function') return value;
        const method = value as (...args: unknown[]) => unknown;
        if (property !== 'transaction') return method.bind(target);
        return async (...args: unknown[]): Promise<unknown> => {
          if (!holding && (await isTaken())) {
            holding = true;
            onHeld();
            await released;
          }
          return method.apply(target, args);
        };
      },
    });
    const app = await buildTestApp({ ...database, db }, { DATA_DIR: harness.dataDir, ...env });
    return { app, held, release: () => release() };
  };

  /**
   * The three rules on one route: a repeat is the first answer again and creates nothing; the
   * key with another body is 422; two requests racing with one key are one 201 and one 409.
   */
  const holdsStripesRules = async (route: Case) => {
    const { app, credential, url, body, otherBody, raceBody = body, count, env = {} } = route;
    const before = await count();
    const key = newKey();
    const first = await send(app, credential, url, key, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send(app, credential, url, key, body);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // The very bytes first sent.
    expect(again.body).toBe(first.body);
    expect(await count()).toBe(before + 1);

    const reused = await send(app, credential, url, key, otherBody);
    expect(reused.statusCode, reused.body).toBe(422);
    expect(reused.json()).toMatchObject({
      error: {
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'This Idempotency-Key was used with a different request',
      },
    });
    expect(await count()).toBe(before + 1);

    // Two requests racing with one key: the first is held between taking it and answering.
    const racing = newKey();
    const held = await holdingApp(racing, env);
    try {
      const answer = send(held.app, credential, url, racing, raceBody);
      await held.held;
      const second = await send(app, credential, url, racing, raceBody);
      expect(second.statusCode, second.body).toBe(409);
      expect(codeOf(second)).toBe('IDEMPOTENCY_KEY_IN_USE');
      held.release();
      expect((await answer).statusCode).toBe(201);
    } finally {
      held.release();
      await held.app.close();
    }
    expect(await count()).toBe(before + 2);
  };

  it('creates a journey once per key, called with a personal access token', async () => {
    const ada = await user('ada');
    const app = api.app();
    const credential = await tokenOf(ada, ['journeys:write']);
    await holdsStripesRules({
      app,
      credential,
      url: '/api/journeys',
      body: { title: 'Retried over a bad line' },
      otherBody: { title: 'Another journey' },
      count: async () =>
        journeyPageSchema.parse(await get(app, credential, '/api/journeys?limit=100')).items.length,
    });
  });

  it('sends a chat message once per key', async () => {
    const [ada, bob] = [await user('ada'), await user('bob')];
    const app = api.app();
    const credential = { cookie: ada.cookie };
    const opened = await send(app, credential, '/api/conversations', newKey(), {
      kind: 'direct',
      userId: bob.id,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const conversation = conversationDetailSchema.parse(opened.json());
    const url = `/api/conversations/${conversation.id}/messages`;
    await holdsStripesRules({
      app,
      credential,
      url,
      body: { body: 'Sent twice, seen once', clientKey: 'client-key-0001' },
      otherBody: { body: 'Something else', clientKey: 'client-key-0002' },
      raceBody: { body: 'Sent from two tabs at once', clientKey: 'client-key-0003' },
      count: async () => messagePageSchema.parse(await get(app, credential, url)).items.length,
    });
  });

  it('adds a webhook endpoint once per key, replaying its secret', async () => {
    const ada = await user('ada');
    // Local receivers are private addresses: the app that saves them allows them, as dev does.
    const env = { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' };
    const app = await harness.start(env);
    const credential = await tokenOf(ada, ['webhooks:write']);
    await holdsStripesRules({
      app,
      env,
      credential,
      url: webhooksApi.endpoints,
      body: { url: 'http://127.0.0.1:9/hook', event_types: ['journey.created'] },
      otherBody: { url: 'http://127.0.0.1:9/other', event_types: ['journey.created'] },
      count: async () =>
        webhookEndpointListSchema.parse(await get(app, credential, webhooksApi.endpoints)).endpoints
          .length,
    });
  });

  it('creates an access token once per key', async () => {
    const ada = await user('ada');
    const app = api.app();
    const credential = { cookie: ada.cookie };
    await holdsStripesRules({
      app,
      credential,
      url: '/api/tokens',
      body: { name: 'CI', scopes: ['journeys:read'], expires_in_days: 30 },
      otherBody: { name: 'CI', scopes: ['journeys:read'], expires_in_days: 90 },
      count: async () =>
        apiTokenListSchema.parse(await get(app, credential, '/api/tokens')).tokens.length,
    });
  });

  it('keeps no secret readable in the database: a new token’s answer is stored encrypted', async () => {
    const ada = await user('ada');
    const key = newKey();
    const created = await send(api.app(), { cookie: ada.cookie }, '/api/tokens', key, {
      name: 'Kept sealed',
      scopes: ['journeys:read'],
      expires_in_days: 30,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { token } = createdApiTokenSchema.parse(created.json());
    // Someone reading the table (a backup, a leaked dump) finds no usable token in it.
    const [row] = await api
      .db()
      .select({ body: requestIdempotencyKeys.body })
      .from(requestIdempotencyKeys)
      .where(eq(requestIdempotencyKeys.key, key));
    expect(JSON.stringify(row?.body)).not.toContain(token);
    expect(JSON.stringify(row?.body)).not.toContain('Kept sealed');
  });

  it('replays a connection request answered 204 instead of calling the retry a conflict', async () => {
    const [ada, bob] = [await user('ada'), await user('bob')];
    const credential = { cookie: ada.cookie };
    const url = `/api/profiles/${bob.id}/connection`;
    const key = newKey();
    const body = { connectionType: 'friend' };
    const first = await send(api.app(), credential, url, key, body);
    expect(first.statusCode, first.body).toBe(204);
    const again = await send(api.app(), credential, url, key, body);
    expect(again.statusCode, again.body).toBe(204);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe('');
    // Without the key the same request is what it always was: already requested.
    expect((await send(api.app(), credential, url, newKey(), body)).statusCode).toBe(409);
  });

  it('answers a malformed key 400 and creates nothing', async () => {
    const ada = await user('ada');
    const app = api.app();
    const credential = await tokenOf(ada, ['journeys:write']);
    const count = async () =>
      journeyPageSchema.parse(await get(app, credential, '/api/journeys?limit=100')).items.length;
    const before = await count();
    for (const key of ['short', 'has spaces in it', 'x'.repeat(101)]) {
      const bad = await send(app, credential, '/api/journeys', key, { title: 'Bad key' });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(codeOf(bad)).toBe('VALIDATION_FAILED');
    }
    expect(await count()).toBe(before);
  });

  it('keeps keys per person: the same key is another person’s own request', async () => {
    const [ada, eve] = [await user('ada'), await user('eve')];
    const app = api.app();
    const key = newKey();
    const body = { title: 'Same key, two people' };
    const hers = await send(app, { cookie: eve.cookie }, '/api/journeys', key, body);
    const his = await send(app, { cookie: ada.cookie }, '/api/journeys', key, body);
    expect([hers.statusCode, his.statusCode]).toEqual([201, 201]);
    expect(his.headers['idempotent-replayed']).toBeUndefined();
    expect(his.json<{ id: string }>().id).not.toBe(hers.json<{ id: string }>().id);
  });

  it('refuses a key used on one route on another route (422), even with the same body', async () => {
    const ada = await user('ada');
    const app = api.app();
    const credential = { cookie: ada.cookie };
    const key = newKey();
    const body = { title: 'Journey or project' };
    expect((await send(app, credential, '/api/journeys', key, body)).statusCode).toBe(201);
    const other = await send(app, credential, '/api/projects', key, body);
    expect(other.statusCode, other.body).toBe(422);
    expect(codeOf(other)).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});
