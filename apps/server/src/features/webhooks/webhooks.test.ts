import dns, { type LookupAddress } from 'node:dns';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createdApiTokenSchema } from '@waymark/shared/api-access/contracts';
import { stepChangeResultSchema } from '@waymark/shared/journeys/journey-contracts';
import {
  createdWebhookEndpointSchema,
  rotatedWebhookSecretSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhooksApi,
  type CreateWebhookEndpoint,
} from '@waymark/shared/webhooks/contracts';
import { webhookDeliveries, webhookEndpoints } from '@/db/tables/webhooks';
import { createMailer } from '@/capabilities/mail/service';
import { readOutbox } from '@/capabilities/mail/outbox';
import { ageOwnAccount } from '@/features/test-hooks/service';
import { attemptDelivery, type DeliveryDeps } from '@/features/webhooks/delivery-service';
import { createLogger } from '@/logger';
import type { TestUser } from '../../../test/accounts';
import { testConfig } from '../../../test/app';
import { useApiTest } from '../../../test/api-client';
import { smokeEngines } from '../../../test/engines';
import { postJourney } from '../../../test/factories';
import { startWebhookReceiver } from '../../../test/webhook-receiver';

/**
 * Outgoing webhooks over HTTP on both engines: endpoints and their secret, the SSRF refusals
 * (at save and at delivery), signed deliveries a Standard Webhooks verifier accepts, retries,
 * switching off after sustained failure, rotation, redelivery, and who may do what.
 */
describe.each(smokeEngines)('outgoing webhooks on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-webhooks-');
  const { db, harness, expectOk, expectError, call, user } = api;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  // Local receivers are private addresses: the apps that save them allow them, as dev does.
  const allowPrivate = () => harness.start({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' });

  const deps = (overrides: Partial<DeliveryDeps> = {}): DeliveryDeps => ({
    db: db(),
    allowPrivateTargets: true,
    mailer: () =>
      createMailer(
        testConfig({ DATA_DIR: harness.dataDir }).mail,
        harness.dataDir,
        createLogger('silent'),
      ),
    publicUrl: 'http://localhost:3000',
    productName: 'Waymark',
    random: () => 0.5,
    ...overrides,
  });

  const addEndpoint = async (owner: TestUser, input: Partial<CreateWebhookEndpoint> = {}) => {
    const app = await allowPrivate();
    const response = await app.inject({
      method: 'POST',
      url: webhooksApi.endpoints,
      headers: { origin: 'http://localhost:3000', cookie: owner.cookie },
      payload: { url: receiver.url, event_types: ['journey.created', 'step.completed'], ...input },
    });
    expect(response.statusCode, response.body).toBe(201);
    return createdWebhookEndpointSchema.parse(response.json());
  };

  const deliveriesOf = async (owner: TestUser, endpointId: string) =>
    (
      await expectOk(
        webhookDeliveryListSchema,
        200,
        owner,
        'GET',
        webhooksApi.deliveries(endpointId),
      )
    ).deliveries;

  /** Runs every pending message of the endpoint once, as the job would. */
  const deliverPending = async (endpointId: string, overrides: Partial<DeliveryDeps> = {}) => {
    const rows = await db()
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        sql`${webhookDeliveries.endpointId} = ${endpointId} and ${webhookDeliveries.status} = 'pending'`,
      );
    const outcomes = [];
    for (const row of rows) outcomes.push(await attemptDelivery(deps(overrides), row.id));
    return outcomes;
  };

  const removeEndpoints = async (owner: TestUser) => {
    await db().delete(webhookEndpoints).where(eq(webhookEndpoints.userId, owner.id));
  };

  it('adds an endpoint, answers its whsec_ secret once, and lists it without the secret', async () => {
    const ada = await user('ada');
    const created = await addEndpoint(ada, {
      description: 'Zapier',
      event_types: ['step.completed', 'journey.created', 'step.completed'],
    });
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.event_types).toEqual(['journey.created', 'step.completed']);
    const { endpoints } = await expectOk(
      webhookEndpointListSchema,
      200,
      ada,
      'GET',
      webhooksApi.endpoints,
    );
    const listed = endpoints.find((endpoint) => endpoint.id === created.id);
    expect(listed).toMatchObject({ url: receiver.url, description: 'Zapier', enabled: true });
    expect(JSON.stringify(endpoints)).not.toContain(created.secret);
    expect(listed?.secret_hint).toBe(`${created.secret.slice(0, 10)}…`);
    await removeEndpoints(ada);
  });

  it('refuses bad input with a clear 400 naming the field', async () => {
    const ada = await user('ada');
    for (const payload of [
      { url: 'ftp://example.com/x', event_types: ['journey.created'] },
      { url: 'not a url', event_types: ['journey.created'] },
      { url: 'https://user:pass@example.com/', event_types: ['journey.created'] },
      { url: 'https://example.com/', event_types: [] },
      { url: 'https://example.com/', event_types: ['journey.deleted'] },
    ]) {
      const error = await expectError(400, ada, 'POST', webhooksApi.endpoints, payload);
      expect(error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses endpoints on loopback, private, link-local and mapped addresses (SSRF)', async () => {
    const ada = await user('ada');
    for (const url of [
      'http://127.0.0.1:9/hooks',
      'http://localhost/hooks',
      'http://[::1]/hooks',
      'http://[::ffff:127.0.0.1]/hooks',
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.8/hooks',
      'http://192.168.1.1/hooks',
      'http://100.64.0.1/hooks',
      'http://0.0.0.0/hooks',
      'http://[fe80::1]/hooks',
    ]) {
      const error = await expectError(400, ada, 'POST', webhooksApi.endpoints, {
        url,
        event_types: ['journey.created'],
      });
      expect(error.details?.[0]?.path, url).toBe('url');
      expect(error.message).toContain('not a public address');
    }
    // Changing a saved endpoint to a private address is refused the same way.
    const endpoint = await addEndpoint(ada);
    const error = await expectError(400, ada, 'PATCH', webhooksApi.endpoint(endpoint.id), {
      url: 'http://127.0.0.1:1/x',
    });
    expect(error.details?.[0]?.path).toBe('url');
    await removeEndpoints(ada);
  });

  // The internal addresses of the forms an IPv6 address can carry IPv4 in, and the
  // special-purpose IPv6 the guard once let through (issue 31).
  const disguisedInternal = [
    '::7f00:1', // IPv4-compatible 127.0.0.1 (what http://[::127.0.0.1]/ parses to)
    '::a9fe:a9fe', // IPv4-compatible 169.254.169.254
    '2002:7f00:1::1', // 6to4 of 127.0.0.1
    '2002:a9fe:a9fe::', // 6to4 of the metadata service
    '2001:0:4136:e378:8000:63bf:80ff:fffe', // Teredo, client 127.0.0.1
    '64:ff9b::a00:8', // NAT64 of 10.0.0.8
    '64:ff9b:1::a00:8', // local-use NAT64
    '::ffff:a9fe:a9fe', // IPv4-mapped, hexadecimal
  ];

  it('refuses endpoints on internal IPv4 inside IPv4-compatible, 6to4, Teredo and NAT64 addresses', async () => {
    const ada = await user('ada');
    for (const address of [...disguisedInternal, '::127.0.0.1']) {
      const url = `http://[${address}]/hooks`;
      const error = await expectError(400, ada, 'POST', webhooksApi.endpoints, {
        url,
        event_types: ['journey.created'],
      });
      expect(error.details?.[0]?.path, url).toBe('url');
      expect(error.message, url).toContain('not a public address');
    }
    const endpoint = await addEndpoint(ada);
    for (const address of disguisedInternal) {
      const url = `http://[${address}]:${new URL(receiver.url).port}/hooks`;
      const error = await expectError(400, ada, 'PATCH', webhooksApi.endpoint(endpoint.id), {
        url,
      });
      expect(error.details?.[0]?.path, url).toBe('url');
      expect(error.message, url).toContain('not a public address');
    }
    await removeEndpoints(ada);
  });

  it('refuses delivery to a name that resolves to such an address, and never connects', async () => {
    const ada = await user('ada');
    const host = 'hooks.rebinding.test';
    // Saved while the name still looked harmless (the saving app allows private targets).
    const endpoint = await addEndpoint(ada, {
      url: `http://${host}:${new URL(receiver.url).port}/hooks`,
      event_types: ['journey.created'],
    });
    const realLookup = dns.lookup;
    let answer = '';
    const lookup = vi.spyOn(dns, 'lookup').mockImplementation(((
      hostname: string,
      options: unknown,
      callback: (error: Error | null, addresses: LookupAddress[]) => void,
    ) => {
      if (hostname !== host) {
        (realLookup as (...args: unknown[]) => void)(hostname, options, callback);
        return;
      }
      callback(null, [{ address: answer, family: 6 }]);
    }) as unknown as typeof dns.lookup);
    try {
      const before = receiver.received.length;
      for (const address of disguisedInternal) {
        answer = address;
        await postJourney(api, ada, { title: `Rebound to ${address}` });
        const outcomes = await deliverPending(endpoint.id, { allowPrivateTargets: false });
        expect(
          outcomes.filter((outcome) => outcome !== 'skipped'),
          address,
        ).toEqual(['retrying']);
        const [delivery] = await deliveriesOf(ada, endpoint.id);
        expect(delivery?.response_status, address).toBeNull();
        expect(delivery?.response_excerpt, address).toBe(
          `${host} resolves to ${address}, a loopback, private or otherwise internal address`,
        );
      }
      expect(receiver.received.length).toBe(before);
    } finally {
      lookup.mockRestore();
      await removeEndpoints(ada);
    }
  });

  it('checks the address again at delivery time (DNS rebinding) and never reaches it', async () => {
    const ada = await user('ada');
    const endpoint = await addEndpoint(ada, { event_types: ['journey.created'] });
    const before = receiver.received.length;
    await postJourney(api, ada, { title: 'Rebound' });
    // A delivery worker without the allowance: the saved host now resolves to loopback.
    expect(await deliverPending(endpoint.id, { allowPrivateTargets: false })).toEqual(['retrying']);
    expect(receiver.received.length).toBe(before);
    const [delivery] = await deliveriesOf(ada, endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, response_status: null });
    expect(delivery?.response_excerpt).toContain('internal address');
    await removeEndpoints(ada);
  });

  it('delivers a signed journey.created that a Standard Webhooks verifier accepts, and logs it', async () => {
    const ada = await user('ada');
    const endpoint = await addEndpoint(ada);
    const journey = await postJourney(api, ada, { title: 'Signed journey' });
    const before = receiver.received.length;
    expect(await deliverPending(endpoint.id)).toEqual(['succeeded']);
    const request = receiver.received[before];
    if (!request) throw new Error('nothing arrived');
    const payload = new Webhook(endpoint.secret).verify(request.body, request.headers) as {
      type: string;
      data: { journey: { id: string; title: string } };
    };
    expect(payload.type).toBe('journey.created');
    expect(payload.data.journey).toMatchObject({ id: journey.id, title: 'Signed journey' });
    expect(request.headers['webhook-id']).toMatch(/^msg_/);
    const [delivery] = await deliveriesOf(ada, endpoint.id);
    expect(delivery).toMatchObject({
      id: request.headers['webhook-id'],
      event_type: 'journey.created',
      status: 'succeeded',
      attempts: 1,
      response_status: 200,
      next_attempt_at: null,
      request_body: request.body,
    });
    expect(delivery?.duration_ms).toBeGreaterThanOrEqual(0);
    await removeEndpoints(ada);
  });

  it('sends only the events an endpoint subscribes to, and only its owner’s', async () => {
    const ada = await user('ada');
    const bob = await user('bob');
    const endpoint = await addEndpoint(ada, { event_types: ['journey.completed'] });
    await postJourney(api, ada, { title: 'Not subscribed' });
    await postJourney(api, bob, { title: 'Someone else’s' });
    expect(await deliveriesOf(ada, endpoint.id)).toEqual([]);
    await removeEndpoints(ada);
  });

  it('retries a failing receiver with back-off, then succeeds with the same message id', async () => {
    const ada = await user('ada');
    const endpoint = await addEndpoint(ada, { event_types: ['journey.created'] });
    await postJourney(api, ada, { title: 'Retried' });
    receiver.failNext(503);
    const before = receiver.received.length;
    const firstAt = new Date();
    expect(await deliverPending(endpoint.id, { now: () => firstAt })).toEqual(['retrying']);
    const [failed] = await deliveriesOf(ada, endpoint.id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, response_status: 503 });
    expect(failed?.response_excerpt).toBe('receiver is failing');
    // The first retry waits 5 s (random 0.5: no jitter); not before.
    const due = new Date(failed?.next_attempt_at ?? 0);
    expect(due.getTime() - firstAt.getTime()).toBe(5000);
    expect(
      await deliverPending(endpoint.id, { now: () => new Date(due.getTime() - 1000) }),
    ).toEqual(['skipped']);
    expect(await deliverPending(endpoint.id, { now: () => due })).toEqual(['succeeded']);
    const [first, second] = receiver.received.slice(before);
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    const [done] = await deliveriesOf(ada, endpoint.id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2, response_status: 200 });
    const [row] = await db()
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row?.failingSince).toBeNull();
    await removeEndpoints(ada);
  });

  it('does not follow redirects: a 3xx is a failure to retry', async () => {
    const ada = await user('ada');
    const endpoint = await addEndpoint(ada, { event_types: ['journey.created'] });
    await postJourney(api, ada);
    receiver.failNext(302);
    expect(await deliverPending(endpoint.id)).toEqual(['retrying']);
    const [delivery] = await deliveriesOf(ada, endpoint.id);
    expect(delivery?.response_status).toBe(302);
    await removeEndpoints(ada);
  });

  it('turns an endpoint off after 72 hours of failure and mails its owner', async () => {
    const ada = await user('ada');
    const endpoint = await addEndpoint(ada, { event_types: ['journey.created'] });
    await db()
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 73 * 3600 * 1000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await postJourney(api, ada, { title: 'Last straw' });
    await postJourney(api, ada, { title: 'Dropped with it' });
    receiver.failNext(500);
    const outcomes = await deliverPending(endpoint.id);
    expect(outcomes[0]).toBe('failed');
    const { endpoints } = await expectOk(
      webhookEndpointListSchema,
      200,
      ada,
      'GET',
      webhooksApi.endpoints,
    );
    expect(endpoints.find((e) => e.id === endpoint.id)).toMatchObject({
      enabled: false,
      disabled_reason: 'failing',
    });
    const deliveries = await deliveriesOf(ada, endpoint.id);
    expect(deliveries.every((delivery) => delivery.status === 'failed')).toBe(true);
    const mail = (await readOutbox(harness.dataDir))
      .filter((message) => message.to === ada.email)
      .at(-1);
    expect(mail?.subject).toContain('webhook endpoint');
    expect(mail?.text).toContain(receiver.url);
    // Turning it back on clears the failure clock; redelivering then works.
    const on = await expectOk(
      webhookEndpointSchema,
      200,
      ada,
      'PATCH',
      webhooksApi.endpoint(endpoint.id),
      {
        enabled: true,
      },
    );
    expect(on).toMatchObject({ enabled: true, disabled_reason: null, failing_since: null });
    const missed = deliveries[0];
    if (!missed) throw new Error('no delivery');
    await expectOk(webhookDeliverySchema, 202, ada, 'POST', webhooksApi.redeliver(missed.id));
    expect(await deliverPending(endpoint.id)).toEqual(['succeeded']);
    await removeEndpoints(ada);
  });

  it('signs with the new and the old secret for a day after a rotation', async () => {
    const ada = await user('ada');
    const endpoint = await addEndpoint(ada, { event_types: ['journey.created'] });
    const rotated = await expectOk(
      rotatedWebhookSecretSchema,
      200,
      ada,
      'POST',
      webhooksApi.rotateSecret(endpoint.id),
    );
    expect(rotated.secret).not.toBe(endpoint.secret);
    await postJourney(api, ada);
    const before = receiver.received.length;
    await deliverPending(endpoint.id);
    const request = receiver.received[before];
    if (!request) throw new Error('nothing arrived');
    expect(request.headers['webhook-signature']?.split(' ')).toHaveLength(2);
    expect(() => new Webhook(rotated.secret).verify(request.body, request.headers)).not.toThrow();
    expect(() => new Webhook(endpoint.secret).verify(request.body, request.headers)).not.toThrow();
    // A day later only the new secret signs.
    await postJourney(api, ada);
    const later = new Date(Date.now() + 25 * 3600 * 1000);
    await deliverPending(endpoint.id, { now: () => later });
    const next = receiver.received[before + 1];
    expect(next?.headers['webhook-signature']?.split(' ')).toHaveLength(1);
    await removeEndpoints(ada);
  });

  it('sends a test event on demand and redelivers a message with the same id', async () => {
    const ada = await user('ada');
    const endpoint = await addEndpoint(ada, { event_types: ['journey.created'] });
    const ping = await expectOk(
      webhookDeliverySchema,
      202,
      ada,
      'POST',
      webhooksApi.test(endpoint.id),
    );
    expect(ping).toMatchObject({ event_type: 'webhook.test', status: 'pending' });
    await deliverPending(endpoint.id);
    const again = await expectOk(
      webhookDeliverySchema,
      202,
      ada,
      'POST',
      webhooksApi.redeliver(ping.id),
    );
    expect(again).toMatchObject({ id: ping.id, status: 'pending', attempts: 1 });
    const before = receiver.received.length;
    expect(await deliverPending(endpoint.id)).toEqual(['succeeded']);
    expect(receiver.received[before]?.headers['webhook-id']).toBe(ping.id);
    const [logged] = await deliveriesOf(ada, endpoint.id);
    expect(logged).toMatchObject({ id: ping.id, attempts: 2, status: 'succeeded' });
    await removeEndpoints(ada);
  });

  it('fires follower.new and comment.created for the person followed or commented on', async () => {
    const ada = await user('ada');
    const carol = await user('carol');
    const endpoint = await addEndpoint(ada, {
      event_types: ['follower.new', 'comment.created', 'step.completed'],
    });
    const follow = await call(carol, 'PUT', `/api/profiles/${ada.id}/follow`);
    expect(follow.status, JSON.stringify(follow.body)).toBeLessThan(300);
    const journey = await postJourney(api, ada, {
      title: 'Commented',
      visibility: 'public',
      steps: [{ title: 'First' }],
    });
    const stepId = journey.steps[0]?.id ?? '';
    await expectOk(stepChangeResultSchema, 200, ada, 'POST', `/api/steps/${stepId}/complete`);
    const { rows } = await db().execute<{ id: string }>(
      sql`select id from activities where actor_id = ${ada.id} and verb = 'step.completed' order by created_at desc limit 1`,
    );
    const activityId = rows[0]?.id ?? '';
    const comment = await call(carol, 'POST', `/api/activities/${activityId}/comments`, {
      body: 'Well done!',
    });
    expect(comment.status, JSON.stringify(comment.body)).toBe(201);
    const types = (await deliveriesOf(ada, endpoint.id))
      .map((delivery) => delivery.event_type)
      .sort();
    expect(types).toEqual(['comment.created', 'follower.new', 'step.completed']);
    await call(carol, 'DELETE', `/api/profiles/${ada.id}/follow`);
    await removeEndpoints(ada);
  });

  it('fires message.received for the recipients of a chat message, not for a request', async () => {
    const [ada, carol, dave] = [await user('ada'), await user('carol'), await user('dave')];
    const endpoint = await addEndpoint(ada, { event_types: ['message.received'] });
    const opened = await call(carol, 'POST', '/api/conversations', {
      kind: 'direct',
      userId: ada.id,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const { id } = opened.body as { id: string };
    const sent = await call(carol, 'POST', `/api/conversations/${id}/messages`, {
      body: 'Are you coming to the summit?',
      clientKey: 'webhook_msg_0001',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [delivery] = await deliveriesOf(ada, endpoint.id);
    expect(delivery?.event_type).toBe('message.received');
    const rows = await db()
      .select({ body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(rows[0]?.body).toContain('Are you coming to the summit?');

    // Someone Ada chose to hear from only as a request: nothing until she lets them in.
    expect(
      (await call(ada, 'PATCH', '/api/settings', { whoCanMessage: 'connections' })).status,
    ).toBe(200);
    const stranger = await call(dave, 'POST', '/api/conversations', {
      kind: 'direct',
      userId: ada.id,
    });
    const strangerId = (stranger.body as { id: string }).id;
    const request = await call(dave, 'POST', `/api/conversations/${strangerId}/messages`, {
      body: 'Hello from a stranger',
      clientKey: 'webhook_msg_0002',
    });
    expect(request.status, JSON.stringify(request.body)).toBe(201);
    expect(await deliveriesOf(ada, endpoint.id)).toHaveLength(1);
    await removeEndpoints(ada);
  });

  it('lets nobody else see, change, test, delete or redeliver my endpoints', async () => {
    const ada = await user('ada');
    const bob = await user('bob');
    const endpoint = await addEndpoint(ada, { event_types: ['journey.created'] });
    await postJourney(api, ada);
    const [delivery] = (await db()
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id))) as { id: string }[];
    const { endpoints } = await expectOk(
      webhookEndpointListSchema,
      200,
      bob,
      'GET',
      webhooksApi.endpoints,
    );
    expect(endpoints.map((e) => e.id)).not.toContain(endpoint.id);
    for (const [method, url, payload] of [
      ['GET', webhooksApi.deliveries(endpoint.id)],
      ['PATCH', webhooksApi.endpoint(endpoint.id), { description: 'mine now' }],
      ['POST', webhooksApi.rotateSecret(endpoint.id)],
      ['POST', webhooksApi.test(endpoint.id)],
      ['DELETE', webhooksApi.endpoint(endpoint.id)],
      ['POST', webhooksApi.redeliver(delivery?.id ?? '')],
    ] as const) {
      const error = await expectError(404, bob, method, url, payload);
      expect(error.code).toBe('NOT_FOUND');
    }
    expect(await deliveriesOf(ada, endpoint.id)).toHaveLength(1);
    await removeEndpoints(ada);
  });

  it('needs access (Pro) to add endpoints; listing and deleting stay open', async () => {
    const dave = await user('dave');
    const endpoint = await addEndpoint(dave, { event_types: ['journey.created'] });
    await ageOwnAccount(db(), dave.id, 8);
    const refused = await expectError(402, dave, 'POST', webhooksApi.endpoints, {
      url: 'https://example.com/hooks',
      event_types: ['journey.created'],
    });
    expect(refused.code).toBe('SUBSCRIPTION_REQUIRED');
    await expectOk(webhookEndpointListSchema, 200, dave, 'GET', webhooksApi.endpoints);
    const deleted = await call(dave, 'DELETE', webhooksApi.endpoint(endpoint.id));
    expect(deleted.status).toBe(204);
    await ageOwnAccount(db(), dave.id, 0);
  });

  it('stops delivering once the owner has no access (Pro), and logs why', async () => {
    const erin = await user('erin');
    const endpoint = await addEndpoint(erin, { event_types: ['journey.created'] });
    await postJourney(api, erin, { title: 'Before the trial ended' });
    await ageOwnAccount(db(), erin.id, 8);
    const before = receiver.received.length;
    expect(await deliverPending(endpoint.id)).toEqual(['dropped']);
    expect(receiver.received.length).toBe(before);
    const [delivery] = await deliveriesOf(erin, endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 0 });
    expect(delivery?.response_excerpt).toContain('Pro feature');
    await ageOwnAccount(db(), erin.id, 0);
    await removeEndpoints(erin);
  });

  it('lets a webhooks:read token list but not add endpoints', async () => {
    const ada = await user('ada');
    const { token } = await expectOk(createdApiTokenSchema, 201, ada, 'POST', '/api/tokens', {
      name: 'Webhook reader',
      scopes: ['webhooks:read'],
      expires_in_days: 30,
    });
    const app = await allowPrivate();
    const withToken = (method: 'GET' | 'POST', payload?: object): Promise<LightMyRequestResponse> =>
      app.inject({
        method,
        url: webhooksApi.endpoints,
        headers: { authorization: `Bearer ${token}` },
        ...(payload !== undefined && { payload }),
      });
    expect((await withToken('GET')).statusCode).toBe(200);
    const write = await withToken('POST', { url: receiver.url, event_types: ['journey.created'] });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ error: { code: 'INSUFFICIENT_SCOPE' } });
  });

  it('delivers through the job queue, enqueued in the transaction of the step completed', async () => {
    const ada = await user('ada');
    const endpoint = await addEndpoint(ada, { event_types: ['step.completed'] });
    await harness
      .start({ JOBS: '1', WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' })
      .then((app) => app.ready());
    const journey = await postJourney(api, ada, { steps: [{ title: 'Queued step' }] });
    const before = receiver.received.length;
    const stepId = journey.steps[0]?.id ?? '';
    await expectOk(stepChangeResultSchema, 200, ada, 'POST', `/api/steps/${stepId}/complete`);
    await receiver.waitFor(before + 1);
    const request = receiver.received[before];
    if (!request) throw new Error('nothing arrived');
    const payload = new Webhook(endpoint.secret).verify(request.body, request.headers) as {
      type: string;
      data: { step: { title: string } };
    };
    expect(payload).toMatchObject({
      type: 'step.completed',
      data: { step: { title: 'Queued step' } },
    });
    await expect
      .poll(async () => (await deliveriesOf(ada, endpoint.id))[0]?.status, { timeout: 10_000 })
      .toBe('succeeded');
    await removeEndpoints(ada);
  }, 60_000);
});
