import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationDetailSchema } from '@waymark/shared/chat/contracts';
import { presenceListSchema } from '@waymark/shared/presence/contracts';
import { topicOf } from '@waymark/shared/realtime/frames';
import { connections } from '@/db/tables/social';
import { useApiTest } from '../../../test/api-client';
import { smokeEngines } from '../../../test/engines';
import { createBlock, createConnection } from '../../../test/factories';
import type { TestUser } from '../../../test/accounts';
import { frameOf, join, openAs, realtimeUrl } from '../../../test/realtime-client';

/**
 * Activity status ("Show my activity status"): seen only between people who talk (a direct
 * conversation both accepted, or a connection), both showing theirs, with no block or
 * restriction in the way; online from the realtime floor, last seen from the database.
 */
describe.each(smokeEngines)('presence on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-presence-');
  // People are made once per file (lazyUsers): each test names its own.
  const { app, db, user, call, expectOk, expectError } = api;

  const presence = (viewer: TestUser, ...people: TestUser[]) =>
    expectOk(
      presenceListSchema,
      200,
      viewer,
      'GET',
      `/api/presence?ids=${people.map((p) => p.id).join(',')}`,
    );

  async function talking(a: TestUser, b: TestUser) {
    const opened = await call(a, 'POST', '/api/conversations', { kind: 'direct', userId: b.id });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    return conversationDetailSchema.parse(opened.body).id;
  }

  it('shows people I talk to as online while a socket is open, then when they were last seen', async () => {
    const [ada, bob] = [await user('ada1'), await user('bob1')];
    await talking(ada, bob);
    expect((await presence(ada, bob)).people).toEqual([
      { userId: bob.id, online: false, lastSeenAt: null },
    ]);

    const url = await realtimeUrl(app());
    const socket = await openAs(url, bob);
    await expect
      .poll(async () => (await presence(ada, bob)).people[0]?.online, { timeout: 3_000 })
      .toBe(true);
    socket.close();
    await expect
      .poll(async () => (await presence(ada, bob)).people[0]?.online, { timeout: 3_000 })
      .toBe(false);
    const [after] = (await presence(ada, bob)).people;
    expect(after?.lastSeenAt).not.toBeNull();
    expect(Date.now() - Date.parse(after!.lastSeenAt!)).toBeLessThan(60_000);
  });

  it('tells a stranger nothing, whoever they ask about, and says the same of an unknown id', async () => {
    const [ada, bob, eve] = [await user('ada2'), await user('bob2'), await user('eve2')];
    await talking(ada, bob);
    const unknown = { ...eve, id: '00000000-0000-4000-8000-000000000000' };
    expect((await presence(eve, ada, bob, unknown)).people).toEqual([]);
    // Their own is always there.
    expect((await presence(eve, eve)).people.map((p) => p.userId)).toEqual([eve.id]);
  });

  it('shows accepted connections, not pending ones', async () => {
    const [ada, bob] = [await user('ada3'), await user('bob3')];
    const pending = await createConnection(db(), { userId: ada.id, connectedUserId: bob.id });
    expect((await presence(ada, bob)).people).toEqual([]);
    await db()
      .update(connections)
      .set({ status: 'accepted' })
      .where(eq(connections.id, pending.id));
    expect(pending.status).toBe('pending');
    expect((await presence(ada, bob)).people.map((p) => p.userId)).toEqual([bob.id]);
  });

  it('hides it when either side turns activity status off (reciprocal)', async () => {
    const [ada, bob] = [await user('ada4'), await user('bob4')];
    await talking(ada, bob);
    expect((await call(bob, 'PATCH', '/api/settings', { showActivityStatus: false })).status).toBe(
      200,
    );
    expect((await presence(ada, bob)).people).toEqual([]);
    expect((await call(bob, 'PATCH', '/api/settings', { showActivityStatus: true })).status).toBe(
      200,
    );
    expect((await call(ada, 'PATCH', '/api/settings', { showActivityStatus: false })).status).toBe(
      200,
    );
    expect((await presence(ada, bob)).people).toEqual([]);
  });

  it('hides it across a block either way and from someone restricted', async () => {
    const [ada, bob, cyd] = [await user('ada5'), await user('bob5'), await user('cyd5')];
    await talking(ada, bob);
    await talking(cyd, bob);
    await createBlock(db(), { userId: bob.id, blockedUserId: ada.id });
    expect((await presence(ada, bob)).people).toEqual([]);
    expect((await presence(bob, ada)).people).toEqual([]);
    expect((await call(bob, 'POST', `/api/profiles/${cyd.id}/restrict`)).status).toBe(204);
    expect((await presence(cyd, bob)).people).toEqual([]);
  });

  it('hides it while a direct conversation is still a request', async () => {
    const [ada, hermit] = [await user('ada6'), await user('hermit6')];
    expect(
      (await call(hermit, 'PATCH', '/api/settings', { whoCanMessage: 'connections' })).status,
    ).toBe(200);
    await talking(ada, hermit);
    expect((await presence(ada, hermit)).people).toEqual([]);
  });

  it('refuses bad input and visitors with a clear error', async () => {
    const ada = await user('ada7');
    expect((await expectError(400, ada, 'GET', '/api/presence')).message).toMatch(/ids/);
    expect((await expectError(400, ada, 'GET', '/api/presence?ids=nope')).message).toMatch(/UUID/);
    const many = Array.from(
      { length: 51 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect(
      (await expectError(400, ada, 'GET', `/api/presence?ids=${many.join(',')}`)).message,
    ).toMatch(/At most 50/);
    await expectError(401, null, 'GET', `/api/presence?ids=${ada.id}`);
  });

  it('lets only those who may see it listen live, tells them of changes, and drops them when it is hidden', async () => {
    const [ada, bob, eve] = [await user('ada8'), await user('bob8'), await user('eve8')];
    await talking(ada, bob);
    const url = await realtimeUrl(app());
    const topic = topicOf('presence', bob.id);
    const [listener, outsider] = [await openAs(url, ada), await openAs(url, eve)];
    expect((await join(listener, topic)).type).toBe('subscribed');
    expect(await join(outsider, topic)).toEqual({
      type: 'unsubscribed',
      topic,
      reason: 'forbidden',
    });

    const bobSocket = await openAs(url, bob);
    expect(await listener.next(frameOf('event', topic))).toMatchObject({
      event: 'presence.changed',
      data: {},
    });

    expect((await call(bob, 'PATCH', '/api/settings', { showActivityStatus: false })).status).toBe(
      200,
    );
    expect(await listener.next(frameOf('unsubscribed', topic))).toMatchObject({
      reason: 'forbidden',
    });
    [listener, outsider, bobSocket].forEach((client) => client.close());
  });
});
