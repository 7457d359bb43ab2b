import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  apiTokensApi,
  createdApiTokenSchema,
  type CreateApiToken,
} from '@waymark/shared/api-access/contracts';
import { conversationDetailSchema } from '@waymark/shared/chat/contracts';
import { communityOverviewSchema } from '@waymark/shared/community/contracts';
import { topicOf, type ServerFrame } from '@waymark/shared/realtime/frames';
import { apiTokens } from '@/db/tables/api-tokens';
import type { TestUser } from '../../test/accounts';
import { useApiTest } from '../../test/api-client';
import { featureEngines } from '../../test/engines';
import {
  closedWithin,
  frameOf,
  join,
  openAs,
  openSocket,
  realtimeUrl,
  type SocketClient,
} from '../../test/realtime-client';

/**
 * A socket keeps the limits of the credential that opened it (issue 28): a personal access
 * token joins only the topics its scopes let it read over HTTP, says nothing into a topic
 * without the write scope, never joins a feature that refuses tokens, and its socket closes
 * (4401) when the token or JWT expires. The cookie session is the person and keeps it all.
 */
describe.each(featureEngines)('what a token’s socket may do on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-token-sockets-');
  const { app, db, user, call, expectOk } = api;

  const tokenOf = (owner: TestUser, scopes: CreateApiToken['scopes']) =>
    expectOk(createdApiTokenSchema, 201, owner, 'POST', apiTokensApi.tokens, {
      name: 'Live',
      scopes,
      expires_in_days: 30,
    });
  // Tokens are not ambient: no Origin header, as a script would open it.
  const openWithToken = async (token: string) =>
    openSocket(await realtimeUrl(app()), { authorization: `Bearer ${token}` });

  /** A direct conversation Ada starts with Bob, and its topic. */
  const conversationOf = async (ada: TestUser, bob: TestUser) => {
    const opened = await call(ada, 'POST', '/api/conversations', {
      kind: 'direct',
      userId: bob.id,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const { id } = conversationDetailSchema.parse(opened.body);
    return { id, topic: topicOf('conversation', id) };
  };
  const communityTopicOf = async (member: TestUser) => {
    const overview = await expectOk(communityOverviewSchema, 200, member, 'GET', '/api/community');
    return topicOf('community', overview.channels[0]!.id);
  };
  const typingEvents = (client: SocketClient) =>
    client.frames.filter((frame) => frame.type === 'event' && frame.event === 'typing');

  it('refuses a notifications:read token a conversation, a community channel and typing', async () => {
    const [ada, bob] = [await user('ada'), await user('bob')];
    const { id, topic } = await conversationOf(ada, bob);
    const community = await communityTopicOf(ada);
    const { token } = await tokenOf(ada, ['notifications:read']);
    // Over HTTP the same token may not read the conversation.
    const overHttp = await app().inject({
      method: 'GET',
      url: `/api/conversations/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(overHttp.statusCode).toBe(403);

    const client = await openWithToken(token);
    expect((await join(client, topicOf('user', ada.id))).type).toBe('subscribed');
    expect(await join(client, topic)).toEqual({ type: 'unsubscribed', topic, reason: 'forbidden' });
    expect(await client.next(frameOf('error'))).toEqual({
      type: 'error',
      code: 'INSUFFICIENT_SCOPE',
      message: 'This access token needs the messages:read scope for this topic',
    });
    client.frames.length = 0;
    expect(await join(client, community)).toEqual({
      type: 'unsubscribed',
      topic: community,
      reason: 'forbidden',
    });
    expect(await client.next(frameOf('error'))).toMatchObject({ code: 'TOKEN_NOT_ALLOWED' });

    client.frames.length = 0;
    client.send({ type: 'typing', topic });
    expect(await client.next(frameOf('error'))).toMatchObject({ code: 'INSUFFICIENT_SCOPE' });
    client.close();
  });

  it('lets a messages:read token read a conversation it belongs to, but not type in it', async () => {
    const [ada, bob] = [await user('ada'), await user('bob')];
    const { id, topic } = await conversationOf(ada, bob);
    // notifications:read opens the socket (the handshake's own scope); messages:read reads.
    const { token } = await tokenOf(ada, ['notifications:read', 'messages:read']);
    const reader = await openWithToken(token);
    const bobs = await openAs(await realtimeUrl(app()), bob);
    expect((await join(reader, topic)).type).toBe('subscribed');
    expect((await join(bobs, topic)).type).toBe('subscribed');

    reader.send({ type: 'typing', topic });
    expect(await reader.next(frameOf('error'))).toEqual({
      type: 'error',
      code: 'INSUFFICIENT_SCOPE',
      message: 'This access token needs the messages:write scope for this topic',
    });
    // A message after the refused typing reaches both; no typing came before it.
    const sent = await call(ada, 'POST', `/api/conversations/${id}/messages`, {
      body: 'Read by a script',
      clientKey: 'token_socket_0001',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const created = (frame: ServerFrame) =>
      frame.type === 'event' && frame.event === 'message.created';
    await reader.next(created);
    await bobs.next(created);
    expect(typingEvents(bobs)).toEqual([]);
    [reader, bobs].forEach((client) => client.close());
  });

  it('lets a cookie session join the conversation and the community, and type', async () => {
    const [ada, bob] = [await user('ada'), await user('bob')];
    const { topic } = await conversationOf(ada, bob);
    const community = await communityTopicOf(ada);
    const url = await realtimeUrl(app());
    const [adas, bobs] = [await openAs(url, ada), await openAs(url, bob)];
    expect((await join(adas, topic)).type).toBe('subscribed');
    expect((await join(adas, community)).type).toBe('subscribed');
    expect((await join(bobs, topic)).type).toBe('subscribed');
    adas.send({ type: 'typing', topic });
    expect(await bobs.next(frameOf('event', topic))).toMatchObject({
      event: 'typing',
      data: { userId: ada.id },
    });
    expect(adas.frames.filter((frame) => frame.type === 'error')).toEqual([]);
    [adas, bobs].forEach((client) => client.close());
  });

  it('closes a token’s socket with 4401 once the token expires, and not before', async () => {
    const ada = await user('ada');
    const created = await tokenOf(ada, ['notifications:read']);
    // Two seconds left: long enough to open and join, short enough to wait for.
    const [row] = await db()
      .update(apiTokens)
      .set({ expiresAt: sql`now() + interval '2 seconds'` })
      .where(eq(apiTokens.id, created.id))
      .returning({ expiresAt: apiTokens.expiresAt });
    const client = await openWithToken(created.token);
    expect((await join(client, topicOf('user', ada.id))).type).toBe('subscribed');
    expect(await closedWithin(client, 10_000)).toBe(4401);
    const late = Date.now() - row!.expiresAt.getTime();
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThan(2_000);
    // Over HTTP the same token is refused by now, with the reason.
    const overHttp = await app().inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { authorization: `Bearer ${created.token}` },
    });
    expect(overHttp.statusCode).toBe(401);
    expect(overHttp.json()).toMatchObject({ error: { message: 'Access token expired' } });
  });

  it('closes a JWT’s socket with 4401 once the JWT expires', async () => {
    const ada = await user('ada');
    const issued = await app().inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { cookie: ada.cookie },
    });
    expect(issued.statusCode).toBe(200);
    // The same claims (user, session, assurance) signed with our key, living two seconds.
    const exp = Math.floor(Date.now() / 1000) + 2;
    const auth = await app().auth();
    const { token } = await auth.api.signJWT({
      body: { payload: { ...decodeJwt(issued.json<{ token: string }>().token), exp } },
    });
    const client = await openWithToken(token);
    expect((await join(client, topicOf('user', ada.id))).type).toBe('subscribed');
    const [connection] = app().realtimeHub.byUser.get(ada.id) ?? [];
    expect(connection?.grant).toEqual({
      credential: 'bearer',
      scopes: null,
      expiresAt: exp * 1000,
    });
    expect(await closedWithin(client, 10_000)).toBe(4401);
    const late = Date.now() - exp * 1000;
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThan(2_000);
  });
});
