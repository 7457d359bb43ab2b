import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { conversationDetailSchema, messagePageSchema } from '@waymark/shared/chat/contracts';
import { healthResponseSchema } from '@waymark/shared/health';
import { topicOf } from '@waymark/shared/realtime/frames';
import { createUser, testOrigin, type TestUser } from '../../test/accounts';
import { useTestApp } from '../../test/app-harness';
import { engines } from '../../test/engines';
import { startFaultProxy } from '../../test/fault-proxy';
import { join, openAs } from '../../test/realtime-client';
import { serverNodes } from '../../test/server-nodes';
import { redisReachable, testRedisUrl } from '../../test/redis';

// Issue 31, item 4: Redis down for 30 s under two nodes. Both nodes reach Redis through a proxy
// the test cuts; each goes through many failed reconnections (ioredis backs off up to 2 s)
// before Redis is back.
const postgres = engines.find((engine) => engine.name === 'postgres');
const outageMs = 30_000;
const redisUrl = testRedisUrl;

const haveRedis = await redisReachable();

const wsOf = (baseUrl: string) => `${baseUrl.replace('http', 'ws')}/api/realtime`;

describe.skipIf(!postgres || !haveRedis)('Redis down under two nodes', () => {
  const harness = useTestApp(postgres ?? engines[0]!, 'waymark-redis-outage-');
  const nodes = serverNodes();
  let proxy: Awaited<ReturnType<typeof startFaultProxy>> | undefined;
  afterAll(async () => {
    await nodes.stopAll();
    await proxy?.close();
  });

  const call = async (node: string, user: TestUser, method: string, path: string, body?: object) =>
    fetch(`${node}${path}`, {
      method,
      headers: {
        cookie: user.cookie,
        origin: testOrigin,
        ...(body && { 'content-type': 'application/json' }),
      },
      ...(body && { body: JSON.stringify(body) }),
    });
  const health = async (node: string) =>
    healthResponseSchema.parse(await (await fetch(`${node}/api/health`)).json());
  const until = async (check: () => Promise<boolean>, what: string, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('keeps the API and the limits working, says so in /api/health, and loses no chat message', async () => {
    const app = await harness.start();
    const [ada, bob] = [
      await createUser(app, harness.dataDir),
      await createUser(app, harness.dataDir),
    ];
    proxy = await startFaultProxy('127.0.0.1', 6379);
    const env = {
      DATABASE_URL: harness.testDb.options.databaseUrl ?? '',
      DATA_DIR: harness.dataDir,
      PUBLIC_URL: testOrigin,
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      REDIS_KEY_PREFIX: `waymark-test-${randomBytes(6).toString('hex')}:`,
      RATE_LIMIT_SIGN_IN: '3,100',
    };
    const [nodeA, nodeB] = await Promise.all([nodes.start(env), nodes.start(env)]);
    expect(await health(nodeA)).toMatchObject({ status: 'ok', redis: 'up', limits: 'shared' });

    const opened = await call(nodeA, ada, 'POST', '/api/conversations', {
      kind: 'direct',
      userId: bob.id,
    });
    expect(opened.status).toBeLessThan(300);
    const conversation = conversationDetailSchema.parse(await opened.json());
    const topic = topicOf('conversation', conversation.id);
    const bobOnB = await openAs(wsOf(nodeB), bob);
    expect((await join(bobOnB, topic)).type).toBe('subscribed');
    const send = (node: string, body: string) =>
      call(node, ada, 'POST', `/api/conversations/${conversation.id}/messages`, {
        body,
        clientKey: randomBytes(8).toString('hex'),
      });
    expect((await send(nodeA, 'before the outage')).status).toBe(201);
    await bobOnB.next((frame) => frame.type === 'event' && frame.event === 'message.created');

    proxy.cut();
    const cutAt = Date.now();
    for (const node of [nodeA, nodeB]) {
      await until(async () => (await health(node)).redis === 'down', 'health to say Redis is down');
      expect(await health(node)).toMatchObject({ status: 'ok', redis: 'down', limits: 'per-node' });
    }
    // Reads, writes and chat keep answering on both nodes, without waiting on Redis.
    const sentDuringOutage = ['during the outage on A', 'during the outage on B'];
    for (const [index, node] of [nodeA, nodeB].entries()) {
      const startedAt = performance.now();
      expect((await send(node, sentDuringOutage[index]!)).status).toBe(201);
      expect(performance.now() - startedAt).toBeLessThan(2_000);
      expect((await call(node, bob, 'GET', '/api/me/profile')).status).toBe(200);
    }
    // Limits count on each node alone meanwhile: never an attempt let through uncounted.
    const signIn = () =>
      fetch(`${nodeA}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin: testOrigin, 'content-type': 'application/json' },
        body: JSON.stringify({ email: bob.email, password: 'not-the-password' }),
      }).then((response) => response.status);
    const statuses = [await signIn(), await signIn(), await signIn(), await signIn()];
    expect(statuses).toEqual([401, 401, 401, 429]);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, cutAt + outageMs - Date.now())));
    proxy.accept();
    for (const node of [nodeA, nodeB]) {
      await until(async () => (await health(node)).redis === 'up', 'health to say Redis is back');
    }
    // Bob's socket stayed open: it is told to reload, since node B may have missed events.
    await bobOnB.next((frame) => frame.type === 'reset' && frame.topic === topic, 15_000);
    // The events held during the outage reach the topic's stream once Redis is back (so a
    // resuming client replays them); a node whose subscription came back after they were
    // published has told its sockets to reload instead.
    const redis = new Redis(redisUrl, { lazyConnect: true });
    await redis.connect();
    try {
      const stream = `${env.REDIS_KEY_PREFIX}realtime:topic:${topic}`;
      const kept = async () =>
        (await redis.xrange(stream, '-', '+')).filter(([, fields]) =>
          String(fields[1]).includes('message.created'),
        ).length;
      await until(async () => (await kept()) === 3, 'the events held during the outage');
    } finally {
      redis.disconnect();
    }

    // The reload finds every message, in order: none was lost.
    const page = await call(nodeB, bob, 'GET', `/api/conversations/${conversation.id}/messages`);
    expect(page.status).toBe(200);
    const bodies = messagePageSchema
      .parse(await page.json())
      .items.map((message) => message.body)
      .sort();
    expect(bodies).toEqual(['before the outage', ...sentDuringOutage].sort());
    bobOnB.close();
  }, 120_000);
});
