import { describe, expect, it } from 'vitest';
import { apiTokensApi, createdApiTokenSchema } from '@waymark/shared/api-access/contracts';
import { topicOf, type ServerFrame } from '@waymark/shared/realtime/frames';
import { createUser, postJson, testOrigin } from '../../test/accounts';
import { useApiTest } from '../../test/api-client';
import { featureEngines } from '../../test/engines';
import { createBlock, createFollow, createJourney, postJourney } from '../../test/factories';
import {
  frameOf,
  join,
  openAs,
  openSocket,
  realtimeUrl,
  refusal,
  type SocketClient,
} from '../../test/realtime-client';

describe.each(featureEngines)('the realtime endpoint on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-realtime-');
  const { app, db, user, harness } = api;

  describe('the handshake', () => {
    it('answers a visitor 401 and never opens a socket', async () => {
      const url = await realtimeUrl(app());
      expect(await refusal(openSocket(url, { origin: testOrigin }))).toBe(401);
    });

    it('answers 403 to a session cookie sent from another site, or from no page at all', async () => {
      const ada = await user('ada');
      const url = await realtimeUrl(app());
      expect(
        await refusal(openSocket(url, { cookie: ada.cookie, origin: 'https://evil.example' })),
      ).toBe(403);
      expect(await refusal(openSocket(url, { cookie: ada.cookie }))).toBe(403);
    });

    it('answers 401 to the cookie of a session that was signed out', async () => {
      const url = await realtimeUrl(app());
      const gone = await createUser(app(), harness.dataDir);
      const signOut = await postJson(app(), '/api/auth/sign-out', {}, { cookie: gone.cookie });
      expect(signOut.statusCode).toBe(200);
      expect(await refusal(openAs(url, gone))).toBe(401);
    });

    it('takes a personal access token with notifications:read, from any origin', async () => {
      const ada = await user('ada');
      const url = await realtimeUrl(app());
      const token = async (scopes: string[]) =>
        (
          await api.expectOk(createdApiTokenSchema, 201, ada, 'POST', apiTokensApi.tokens, {
            name: 'Live',
            scopes,
            expires_in_days: 30,
          })
        ).token;
      const reader = await openSocket(url, {
        authorization: `Bearer ${await token(['notifications:read'])}`,
      });
      expect(await join(reader, topicOf('user', ada.id))).toEqual({
        type: 'subscribed',
        topic: topicOf('user', ada.id),
      });
      reader.close();
      // Revoking the token closes the sockets it opened.
      const revocable = await api.expectOk(
        createdApiTokenSchema,
        201,
        ada,
        'POST',
        apiTokensApi.tokens,
        {
          name: 'Revoked',
          scopes: ['notifications:read'],
          expires_in_days: 30,
        },
      );
      const doomed = await openSocket(url, { authorization: `Bearer ${revocable.token}` });
      expect((await api.call(ada, 'DELETE', `${apiTokensApi.tokens}/${revocable.id}`)).status).toBe(
        204,
      );
      expect(await doomed.closed).toBe(4401);
      const other = await token(['journeys:read']);
      expect(await refusal(openSocket(url, { authorization: `Bearer ${other}` }))).toBe(403);
    });
  });

  describe('who may join which topic', () => {
    it('lets a person join their own user topic and nobody else’s', async () => {
      const [ada, bob] = [await user('ada'), await user('bob')];
      const client = await openAs(await realtimeUrl(app()), ada);
      expect((await join(client, topicOf('user', ada.id))).type).toBe('subscribed');
      expect(await join(client, topicOf('user', bob.id))).toEqual({
        type: 'unsubscribed',
        topic: topicOf('user', bob.id),
        reason: 'forbidden',
      });
      client.close();
    });

    it('lets whoever may see a journey join it: public yes, someone else’s private no, blocked no', async () => {
      const [ada, bob] = [await user('ada'), await user('bob')];
      const publicJourney = await createJourney(db(), { ownerId: bob.id, visibility: 'public' });
      const privateJourney = await createJourney(db(), { ownerId: bob.id, visibility: 'private' });
      const own = await createJourney(db(), { ownerId: ada.id, visibility: 'private' });
      const client = await openAs(await realtimeUrl(app()), ada);
      expect((await join(client, topicOf('journey', publicJourney.id))).type).toBe('subscribed');
      expect((await join(client, topicOf('journey', privateJourney.id))).type).toBe('unsubscribed');
      expect((await join(client, topicOf('journey', own.id))).type).toBe('subscribed');

      const carl = await user('carl');
      const carlsPublic = await createJourney(db(), { ownerId: carl.id, visibility: 'public' });
      await createBlock(db(), { userId: carl.id, blockedUserId: ada.id });
      expect((await join(client, topicOf('journey', carlsPublic.id))).type).toBe('unsubscribed');
      client.close();
    });

    it('refuses a topic kind nobody authorises and a malformed frame', async () => {
      const ada = await user('ada');
      const client = await openAs(await realtimeUrl(app()), ada);
      const conversation = topicOf('conversation', crypto.randomUUID());
      expect((await join(client, conversation)).type).toBe('unsubscribed');
      client.send('{"type":"subscribe","topic":"user:../../etc"}');
      expect(await client.next(frameOf('error'))).toMatchObject({ code: 'BAD_FRAME' });
      client.close();
    });

    it('drops a subscription when the right ends, and closes the socket when the session does', async () => {
      const ada = await createUser(app(), harness.dataDir);
      const client = await openAs(await realtimeUrl(app()), ada);
      const topic = topicOf('user', ada.id);
      await join(client, topic);
      await app().realtime.drop(topic, ada.id, 'blocked');
      expect(await client.next(frameOf('unsubscribed', topic))).toMatchObject({
        reason: 'blocked',
      });

      const signOut = await postJson(app(), '/api/auth/sign-out', {}, { cookie: ada.cookie });
      expect(signOut.statusCode).toBe(200);
      expect(await client.closed).toBe(4401);
    });
  });

  describe('rights that end while joined', () => {
    it('drops viewers of a journey made private, and whoever the owner blocks', async () => {
      const [ada, bob, carl] = [await user('ada'), await user('bob'), await user('carl')];
      const own = await createJourney(db(), { ownerId: ada.id, visibility: 'public' });
      const carls = await createJourney(db(), { ownerId: carl.id, visibility: 'public' });
      const client = await openAs(await realtimeUrl(app()), bob);
      const [ownTopic, carlsTopic] = [topicOf('journey', own.id), topicOf('journey', carls.id)];
      expect((await join(client, ownTopic)).type).toBe('subscribed');
      expect((await join(client, carlsTopic)).type).toBe('subscribed');

      const edit = await api.call(ada, 'PATCH', `/api/journeys/${own.id}`, {
        visibility: 'private',
        version: own.version,
      });
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      expect(await client.next(frameOf('unsubscribed', ownTopic))).toMatchObject({
        reason: 'forbidden',
      });

      const blocked = await api.call(carl, 'POST', `/api/profiles/${bob.id}/block`);
      expect(blocked.status).toBe(204);
      expect(await client.next(frameOf('unsubscribed', carlsTopic))).toMatchObject({
        reason: 'forbidden',
      });
      client.close();
    });
  });

  describe('the budget of 10 events a second', () => {
    it('answers a flood with RATE_LIMITED, then closes it with 1008', async () => {
      const ada = await user('ada');
      const client = await openAs(await realtimeUrl(app()), ada);
      for (let sent = 0; sent < 40; sent += 1) client.send({ type: 'ping' });
      expect(await client.next(frameOf('error'))).toMatchObject({ code: 'RATE_LIMITED' });
      expect(await client.closed).toBe(1008);
      // The first ten were within the budget; the bucket refills 10 a second, so a server slowed
      // while it reads the burst may let one or two more through (token-bucket.test.ts counts
      // exactly, on a clock of its own). The flood itself never gets through.
      const pongs = client.frames.filter((frame) => frame.type === 'pong').length;
      expect(pongs).toBeGreaterThanOrEqual(10);
      expect(pongs).toBeLessThan(40);
    });
  });

  describe('resume', () => {
    it('replays what a dropped connection missed, and resets when it cannot', async () => {
      const ada = await user('ada');
      const url = await realtimeUrl(app());
      const topic = topicOf('user', ada.id);
      const first = await openAs(url, ada);
      await join(first, topic);
      await app().realtime.publish(topic, 'test.seen', { n: 1 });
      const seen = await first.next(frameOf('event', topic));
      first.socket.terminate();
      await first.closed;

      await app().realtime.publish(topic, 'test.missed', { n: 2 });
      await app().realtime.publish(topic, 'test.missed', { n: 3 });
      const again = await openAs(url, ada);
      await join(again, topic, seen.type === 'event' ? seen.id : '');
      await again.next((frame) => frame.type === 'event' && (frame.data as { n: number }).n === 3);
      const events = again.frames.flatMap((frame) => (frame.type === 'event' ? [frame] : []));
      expect(events.map((frame) => frame.data)).toEqual([{ n: 2 }, { n: 3 }]);

      const stale = await openAs(url, ada);
      await join(stale, topic, 'gone-1');
      expect(await stale.next(frameOf('reset', topic))).toEqual({ type: 'reset', topic });
      again.close();
      stale.close();
    });
  });

  describe('what flows live', () => {
    it('sends the recipient notification.created with the unread count once a follow commits', async () => {
      const [ada, bob] = [await createUser(app(), harness.dataDir), await user('bob')];
      const client = await openAs(await realtimeUrl(app()), ada);
      await join(client, topicOf('user', ada.id));
      const follow = await api.call(bob, 'PUT', `/api/profiles/${ada.id}/follow`);
      expect(follow.status).toBeLessThan(300);
      const frame = await client.next(frameOf('event', topicOf('user', ada.id)));
      expect(frame).toMatchObject({ event: 'notification.created', data: { unreadCount: 1 } });
      await api.call(ada, 'POST', '/api/notifications/read-all');
      expect(
        await client.next((f) => f.type === 'event' && f.event === 'notification.read'),
      ).toMatchObject({ data: { unreadCount: 0 } });
      client.close();
    });

    it('sends journey.progress to the journey’s viewers when a step is ticked', async () => {
      const [ada, bob] = [await user('ada'), await user('bob')];
      const journey = await createJourney(db(), {
        ownerId: ada.id,
        visibility: 'public',
        steps: ['One', 'Two'],
      });
      const viewer = await openAs(await realtimeUrl(app()), bob);
      const topic = topicOf('journey', journey.id);
      await join(viewer, topic);
      const tick = await api.call(ada, 'POST', `/api/steps/${journey.steps[0]!.id}/complete`);
      expect(tick.status).toBe(200);
      expect(await viewer.next(frameOf('event', topic))).toMatchObject({
        event: 'journey.progress',
        data: { journeyId: journey.id, stepCount: 2, completedStepCount: 1, progress: 50 },
      });
      viewer.close();
    });

    it('hints followers that the timeline has news, never for a private activity', async () => {
      const [ada, bob] = [await createUser(app(), harness.dataDir), await user('bob')];
      await createFollow(db(), { userId: ada.id, followerId: bob.id });
      const client = await openAs(await realtimeUrl(app()), bob);
      const topic = topicOf('user', bob.id);
      await join(client, topic);
      const isEvent = (name: string) => (frame: ServerFrame) =>
        frame.type === 'event' && frame.topic === topic && frame.event === name;

      await postJourney(api, ada, { visibility: 'private' });
      // A later event on the same topic: Ada follows Bob, and Bob is told. A hint for the
      // private journey would have been published before it, so it would have arrived first.
      const follow = await api.call(ada, 'PUT', `/api/profiles/${bob.id}/follow`);
      expect(follow.status).toBeLessThan(300);
      await client.next(isEvent('notification.created'));
      expect(client.frames.filter((frame) => frame.type === 'event')).toEqual([
        expect.objectContaining({ event: 'notification.created' }),
      ]);

      await postJourney(api, ada, { visibility: 'public' });
      expect(await client.next(isEvent('timeline.activity'))).toMatchObject({
        event: 'timeline.activity',
        data: { actorId: ada.id },
      });
      client.close();
    });

    it('passes typing on to the other members only, once per person every few seconds', async () => {
      const [ada, bob] = [await user('ada'), await user('bob')];
      // The conversation rule belongs to the chat feature; any member will do here.
      app().realtime.authorize('conversation', () => Promise.resolve(true), {
        tokenResource: 'messages',
      });
      const url = await realtimeUrl(app());
      const [typist, reader] = [await openAs(url, ada), await openAs(url, bob)];
      const topic = topicOf('conversation', crypto.randomUUID());
      await join(typist, topic);
      await join(reader, topic);
      typist.send({ type: 'typing', topic });
      typist.send({ type: 'typing', topic });
      expect(await reader.next(frameOf('event', topic))).toMatchObject({
        id: '',
        event: 'typing',
        data: { userId: ada.id },
      });
      // The pong follows both typing frames on the typist's socket: the server has handled them.
      typist.send({ type: 'ping' });
      await typist.next(frameOf('pong'));

      const carl = await user('carl');
      const outsider = await openAs(url, carl);
      outsider.send({ type: 'typing', topic });
      expect(await outsider.next(frameOf('error'))).toMatchObject({ code: 'NOT_SUBSCRIBED' });
      // Once he joins, his typing reaches both: anything passed on before it arrived first.
      await join(outsider, topic);
      outsider.send({ type: 'typing', topic });
      const typingOf = (person: { id: string }) => (frame: ServerFrame) =>
        frame.type === 'event' &&
        frame.event === 'typing' &&
        (frame.data as { userId?: unknown }).userId === person.id;
      await reader.next(typingOf(carl));
      await typist.next(typingOf(carl));
      const typingFrom = (client: SocketClient) =>
        client.frames.flatMap((frame) =>
          frame.type === 'event' ? [(frame.data as { userId: string }).userId] : [],
        );
      expect(typingFrom(reader)).toEqual([ada.id, carl.id]);
      expect(typingFrom(typist)).toEqual([carl.id]);
      expect(typingFrom(outsider)).toEqual([]);
      [typist, reader, outsider].forEach((client) => client.close());
    });

    it('knows who is online while their socket is open', async () => {
      const ada = await user('ada');
      expect(await app().realtime.isOnline(ada.id)).toBe(false);
      const client = await openAs(await realtimeUrl(app()), ada);
      expect(await app().realtime.isOnline(ada.id)).toBe(true);
      // The client may see the close before the server has handled it: wait for the server.
      const wentOffline = new Promise<void>((resolve) =>
        app().realtime.onPresence((userId, live) => {
          if (userId === ada.id && !live) resolve();
        }),
      );
      client.close();
      await client.closed;
      await wentOffline;
      expect(await app().realtime.isOnline(ada.id)).toBe(false);
    });
  });
});
