import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { apiTokensApi, createdApiTokenSchema } from '@waymark/shared/api-access/contracts';
import { conversationDetailSchema } from '@waymark/shared/chat/contracts';
import { communityOverviewSchema } from '@waymark/shared/community/contracts';
import { topicOf, type ServerFrame } from '@waymark/shared/realtime/frames';
import { apiTokens } from '@/db/tables/api-tokens';
import { createUser, testOrigin } from '../../test/accounts';
import { useTestApp } from '../../test/app-harness';
import { engines } from '../../test/engines';
import { closedWithin, frameOf, join, openAs, openSocket } from '../../test/realtime-client';
import { serverNodes } from '../../test/server-nodes';
import { redisReachable, testRedisUrl } from '../../test/redis';

// Two server processes on one PostgreSQL database and one Redis, as behind a load balancer
// without sticky sessions. PGlite is one process and has no second node to prove this on.
const postgres = engines.find((engine) => engine.name === 'postgres');
const redisUrl = testRedisUrl;

const haveRedis = await redisReachable();

const wsOf = (baseUrl: string) => `${baseUrl.replace('http', 'ws')}/api/realtime`;

describe.skipIf(!postgres || !haveRedis)('realtime on two nodes through Redis', () => {
  const harness = useTestApp(postgres ?? engines[0]!, 'waymark-realtime-nodes-');
  const nodes = serverNodes();
  afterAll(() => nodes.stopAll());

  const startPair = () => {
    const env = {
      DATABASE_URL: harness.testDb.options.databaseUrl ?? '',
      // The same data dir: both nodes sign cookies with the same stored secret.
      DATA_DIR: harness.dataDir,
      PUBLIC_URL: testOrigin,
      REDIS_URL: redisUrl,
      // This run's own keys: earlier runs and other suites count and publish apart.
      REDIS_KEY_PREFIX: `waymark-test-${randomBytes(6).toString('hex')}:`,
    };
    return Promise.all([nodes.start(env), nodes.start(env)]);
  };
  // Starting a node costs seconds of a small machine: tests after the first share the pair.
  let shared: ReturnType<typeof startPair> | undefined;
  const sharedPair = () => (shared ??= startPair());

  it('carries events from A to B, resumes across nodes, closes B’s socket on a sign-out at A, and counts sign-ins once', async () => {
    const app = await harness.start();
    const [ada, bob] = [
      await createUser(app, harness.dataDir),
      await createUser(app, harness.dataDir),
    ];
    const [nodeA, nodeB] = await sharedPair();
    const topic = topicOf('user', ada.id);

    // A follow through node A notifies Ada, whose socket is on node B.
    const onB = await openAs(wsOf(nodeB), ada);
    onB.send({ type: 'subscribe', topic });
    await onB.next((frame) => frame.type === 'subscribed');
    const follow = await fetch(`${nodeA}/api/profiles/${ada.id}/follow`, {
      method: 'PUT',
      headers: { cookie: bob.cookie, origin: testOrigin },
    });
    expect(follow.status).toBe(200);
    const created = await onB.next((frame) => frame.type === 'event');
    expect(created).toMatchObject({ event: 'notification.created', data: { unreadCount: 1 } });

    // Reconnecting to A with the id seen on B replays what was published meanwhile.
    const readAll = await fetch(`${nodeB}/api/notifications/read-all`, {
      method: 'POST',
      headers: { cookie: ada.cookie, origin: testOrigin },
    });
    expect(readAll.status).toBe(200);
    await onB.next((frame) => frame.type === 'event' && frame.event === 'notification.read');
    const onA = await openAs(wsOf(nodeA), ada);
    onA.send({ type: 'subscribe', topic, since: (created as { id: string }).id });
    expect(
      await onA.next((frame: ServerFrame) => frame.type === 'event' || frame.type === 'reset'),
    ).toMatchObject({ type: 'event', event: 'notification.read', data: { unreadCount: 0 } });
    onA.close();

    // Signing out on node A closes the socket on node B.
    const signOut = await fetch(`${nodeA}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie: ada.cookie, origin: testOrigin, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    const signedOutAt = performance.now();
    expect(await onB.closed).toBe(4401);
    expect(performance.now() - signedOutAt).toBeLessThan(1_000);

    // Ten failed sign-ins, five on each node, spend the one budget of the account.
    const signIn = (node: string) =>
      fetch(`${node}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin: testOrigin, 'content-type': 'application/json' },
        body: JSON.stringify({ email: bob.email, password: 'not-the-password' }),
      }).then((response) => response.status);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push(await signIn(attempt % 2 === 0 ? nodeA : nodeB));
    }
    expect(statuses).toEqual(Array<number>(10).fill(401));
    expect(await signIn(nodeA)).toBe(429);
    expect(await signIn(nodeB)).toBe(429);
  }, 120_000);

  it('holds a token socket on B to its scopes and its expiry, whatever node made the token', async () => {
    const app = await harness.start();
    const [ada, bob] = [
      await createUser(app, harness.dataDir),
      await createUser(app, harness.dataDir),
    ];
    const [nodeA, nodeB] = await sharedPair();
    const asAda = async (method: string, path: string, body?: object) => {
      const response = await fetch(`${nodeA}${path}`, {
        method,
        headers: {
          cookie: ada.cookie,
          origin: testOrigin,
          ...(body && { 'content-type': 'application/json' }),
        },
        ...(body && { body: JSON.stringify(body) }),
      });
      expect(response.status, path).toBeLessThan(300);
      return response.json();
    };
    const tokenMadeOnA = async (scopes: string[]) =>
      createdApiTokenSchema.parse(
        await asAda('POST', apiTokensApi.tokens, { name: 'Live', scopes, expires_in_days: 30 }),
      );
    const conversation = conversationDetailSchema.parse(
      await asAda('POST', '/api/conversations', { kind: 'direct', userId: bob.id }),
    );
    const overview = communityOverviewSchema.parse(await asAda('GET', '/api/community'));
    const [conversationTopic, communityTopic] = [
      topicOf('conversation', conversation.id),
      topicOf('community', overview.channels[0]!.id),
    ];

    const { token } = await tokenMadeOnA(['notifications:read']);
    const onB = await openSocket(wsOf(nodeB), { authorization: `Bearer ${token}` });
    expect((await join(onB, topicOf('user', ada.id))).type).toBe('subscribed');
    for (const topic of [conversationTopic, communityTopic]) {
      expect(await join(onB, topic)).toEqual({ type: 'unsubscribed', topic, reason: 'forbidden' });
    }
    onB.frames.length = 0;
    onB.send({ type: 'typing', topic: conversationTopic });
    expect(await onB.next(frameOf('error'))).toMatchObject({ code: 'INSUFFICIENT_SCOPE' });
    onB.close();

    // A token with two seconds left: its socket on B closes then, though A made it.
    const shortLived = await tokenMadeOnA(['notifications:read']);
    await harness.testDb.database.db
      .update(apiTokens)
      .set({ expiresAt: sql`now() + interval '2 seconds'` })
      .where(eq(apiTokens.id, shortLived.id));
    const expiring = await openSocket(wsOf(nodeB), {
      authorization: `Bearer ${shortLived.token}`,
    });
    expect((await join(expiring, topicOf('user', ada.id))).type).toBe('subscribed');
    expect(await closedWithin(expiring, 10_000)).toBe(4401);
  }, 120_000);
});
