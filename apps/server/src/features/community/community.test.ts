import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  COMMUNITY_POSTS_PER_MINUTE,
  communityMessagePageSchema,
  communityMessageSchema,
  communityOverviewSchema,
  logListSchema,
  reportListSchema,
  type CommunityMessage,
} from '@waymark/shared/community/contracts';
import { topicOf, type ServerFrame } from '@waymark/shared/realtime/frames';
import { withUser } from '@/db/with-user';
import { createUser, type TestUser } from '../../../test/accounts';
import { apiClient, fieldsOf } from '../../../test/api-client';
import { useTestApp } from '../../../test/app-harness';
import { smokeEngines } from '../../../test/engines';
import { createSubscription } from '../../../test/factories';
import { openAs, realtimeUrl } from '../../../test/realtime-client';

/**
 * The members' community (issue 19) over HTTP on both engines: Pro access (402 otherwise, and
 * nothing readable in the database either), channels, posting, replies, reactions, edits,
 * blocks, unread markers, the posting budget, reports, and every moderator action with the
 * attacks of people who are not moderators.
 */
describe.each(smokeEngines)('the community on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-community-');
  const moderatorEmail = `mod-${randomUUID().slice(0, 8)}@example.com`;
  let current: FastifyInstance | undefined;
  beforeEach(async () => {
    current = await harness.start({
      COMMUNITY_MODERATORS: `someone@example.org, ${moderatorEmail.toUpperCase()}`,
    });
  });
  const app = () => current!;
  const db = () => harness.testDb.database.db;
  const { call, expectOk, expectError } = apiClient(app);
  const made = new Map<string, Promise<TestUser>>();
  const person = (name: string, email?: string) => {
    let user = made.get(name);
    if (!user) {
      user = createUser(app(), harness.dataDir, email ? { email } : {});
      made.set(name, user);
    }
    return user;
  };
  const moderator = () => person('mod', moderatorEmail);

  /** Past the free days and without a subscription. */
  const ageAccount = async (user: TestUser) => {
    await db().execute(
      sql`update users set created_at = now() - interval '10 days' where id = ${user.id}`,
    );
    await db().execute(
      sql`update profiles set created_at = now() - interval '10 days' where id = ${user.id}`,
    );
  };

  let keys = 0;
  const post = async (user: TestUser, slug: string, body: string, extra: object = {}) =>
    expectOk(
      communityMessageSchema,
      201,
      user,
      'POST',
      `/api/community/channels/${slug}/messages`,
      {
        body,
        clientKey: `key_${randomUUID().slice(0, 8)}_${keys++}`,
        ...extra,
      },
    );
  const history = async (user: TestUser, slug: string) =>
    (
      await expectOk(
        communityMessagePageSchema,
        200,
        user,
        'GET',
        `/api/community/channels/${slug}/messages`,
      )
    ).items;

  it('lists the channels for members, in order, with unread markers that a read clears', async () => {
    const [ada, bob] = [await person('ada'), await person('bob')];
    const overview = await expectOk(communityOverviewSchema, 200, ada, 'GET', '/api/community');
    expect(overview.channels.map((channel) => channel.slug)).toEqual([
      'introductions',
      'accountability-partners',
      'wins',
      'questions',
    ]);
    expect(overview.isModerator).toBe(false);
    const before = overview.channels.find((c) => c.slug === 'wins')!.unreadCount;
    const message = await post(bob, 'wins', 'Finished my first 10k!');
    const after = await expectOk(communityOverviewSchema, 200, ada, 'GET', '/api/community');
    expect(after.channels.find((c) => c.slug === 'wins')!.unreadCount).toBe(before + 1);
    // The author has read their own.
    const own = await expectOk(communityOverviewSchema, 200, bob, 'GET', '/api/community');
    expect(own.channels.find((c) => c.slug === 'wins')!.unreadCount).toBe(0);
    const read = await call(ada, 'POST', '/api/community/channels/wins/read', {
      messageId: message.id,
    });
    expect(read.status).toBe(204);
    const cleared = await expectOk(communityOverviewSchema, 200, ada, 'GET', '/api/community');
    expect(cleared.channels.find((c) => c.slug === 'wins')!.unreadCount).toBe(0);
  });

  it('posts, replies, reacts, edits and deletes, pages by keyset, and answers a resend once', async () => {
    const [ada, bob] = [await person('ada'), await person('bob')];
    const hello = await post(ada, 'introductions', 'Hello, I am Ada');
    const reply = await post(bob, 'introductions', 'Welcome Ada!', { replyToId: hello.id });
    expect(reply.replyTo).toMatchObject({ id: hello.id, excerpt: 'Hello, I am Ada', gone: false });
    expect(reply.author.id).toBe(bob.id);

    const resend = await call(bob, 'POST', '/api/community/channels/introductions/messages', {
      body: 'Welcome Ada!',
      clientKey: reply.clientKey,
    });
    expect(resend.status).toBe(200);
    expect(communityMessageSchema.parse(resend.body).id).toBe(reply.id);

    const reacted = await expectOk(
      communityMessageSchema,
      200,
      ada,
      'PUT',
      `/api/community/messages/${reply.id}/reactions`,
      {
        emoji: '🎉',
        active: true,
      },
    );
    expect(reacted.reactions).toEqual([{ emoji: '🎉', count: 1, mine: true }]);

    const edited = await expectOk(
      communityMessageSchema,
      200,
      ada,
      'PATCH',
      `/api/community/messages/${hello.id}`,
      {
        body: 'Hello, I am Ada Lovelace',
      },
    );
    expect(edited.editedAt).not.toBeNull();
    // Someone else's message: neither edited nor deleted.
    expect(
      (await expectError(403, ada, 'PATCH', `/api/community/messages/${reply.id}`, { body: 'x' }))
        .code,
    ).toBe('FORBIDDEN');
    await expectError(403, ada, 'DELETE', `/api/community/messages/${reply.id}`);

    const deleted = await expectOk(
      communityMessageSchema,
      200,
      ada,
      'DELETE',
      `/api/community/messages/${hello.id}`,
    );
    expect(deleted.body).toBe('');
    expect(deleted.deletedAt).not.toBeNull();
    const items = await history(bob, 'introductions');
    expect(items.find((m) => m.id === reply.id)!.replyTo).toMatchObject({
      gone: true,
      excerpt: '',
    });

    // Keyset pages: 31 messages in questions (past the posting budget through the database).
    await db().execute(sql`
      insert into messages (conversation_id, sender_id, body, client_key, created_at)
      select c.id, ${ada.id}, 'Question ' || n, 'bulk_' || n || '_' || ${randomUUID().slice(0, 6)},
        now() - make_interval(mins => n)
      from conversations c, generate_series(1, 31) n where c.slug = 'questions'`);
    const first = await expectOk(
      communityMessagePageSchema,
      200,
      bob,
      'GET',
      '/api/community/channels/questions/messages',
    );
    expect(first.items).toHaveLength(30);
    expect(first.nextCursor).not.toBeNull();
    const second = await expectOk(
      communityMessagePageSchema,
      200,
      bob,
      'GET',
      `/api/community/channels/questions/messages?cursor=${first.nextCursor}`,
    );
    expect(second.items.length).toBeGreaterThanOrEqual(1);
    expect(second.items.map((m) => m.id)).not.toContain(first.items[0]!.id);
  });

  it("keeps channels out of chat's own routes", async () => {
    const [ada, bob] = [await person('ada'), await person('bob')];
    const message = await post(ada, 'questions', 'Which running shoes do you like?');
    const overview = await expectOk(communityOverviewSchema, 200, bob, 'GET', '/api/community');
    const questions = overview.channels.find((c) => c.slug === 'questions')!;
    await expectError(404, bob, 'GET', `/api/conversations/${questions.id}/messages`);
    await expectError(404, bob, 'POST', `/api/conversations/${questions.id}/messages`, {
      body: 'Sneaking in through chat',
      clientKey: 'chat_route_key_1',
    });
    await expectError(403, bob, 'PUT', `/api/messages/${message.id}/reactions`, {
      emoji: '👍',
      active: true,
    });
    const inbox = await call(bob, 'GET', '/api/conversations');
    expect(JSON.stringify(inbox.body)).not.toContain(questions.id);
  });

  it('answers bad input with specific 4xx errors', async () => {
    const ada = await person('ada');
    const empty = await expectError(400, ada, 'POST', '/api/community/channels/wins/messages', {
      body: '',
      clientKey: 'valid_key_1',
    });
    expect(fieldsOf(empty)).toEqual(['body']);
    await expectError(400, ada, 'POST', '/api/community/channels/wins/messages', {
      body: 'x'.repeat(4001),
      clientKey: 'valid_key_2',
    });
    await expectError(400, ada, 'POST', '/api/community/channels/wins/messages', {
      body: 'hi',
      clientKey: 'bad key!',
    });
    await expectError(404, ada, 'POST', '/api/community/channels/no-such-channel/messages', {
      body: 'hi',
      clientKey: 'valid_key_3',
    });
    await expectError(400, ada, 'GET', '/api/community/channels/BAD_SLUG/messages');
    await expectError(400, ada, 'GET', '/api/community/channels/wins/messages?cursor=nonsense');
    await expectError(400, ada, 'PUT', `/api/community/messages/${randomUUID()}/reactions`, {
      emoji: 'abc',
      active: true,
    });
    await expectError(404, ada, 'PUT', `/api/community/messages/${randomUUID()}/reactions`, {
      emoji: '👍',
      active: true,
    });
    await expectError(400, ada, 'PATCH', '/api/community/messages/not-an-id', { body: 'x' });
    const reply = await expectError(400, ada, 'POST', '/api/community/channels/wins/messages', {
      body: 'hi',
      clientKey: 'valid_key_4',
      replyToId: randomUUID(),
    });
    expect(fieldsOf(reply)).toEqual(['replyToId']);
    await expectError(400, ada, 'POST', `/api/community/messages/${randomUUID()}/reports`, {
      reason: 'rude',
    });
  });

  it('refuses people without Pro with 402, in the routes and in the database', async () => {
    const [ada, fay] = [await person('ada'), await person('fay')];
    const message = await post(ada, 'questions', 'Anyone training for a half marathon?');
    await ageAccount(fay);
    for (const [method, url, body] of [
      ['GET', '/api/community', undefined],
      ['GET', '/api/community/channels/questions/messages', undefined],
      [
        'POST',
        '/api/community/channels/questions/messages',
        { body: 'hi', clientKey: 'free_key_1' },
      ],
      ['PUT', `/api/community/messages/${message.id}/reactions`, { emoji: '👍', active: true }],
      ['POST', `/api/community/messages/${message.id}/reports`, { reason: 'spam' }],
    ] as const) {
      expect((await expectError(402, fay, method, url, body)).code).toBe('SUBSCRIPTION_REQUIRED');
    }
    // The database itself shows nothing and refuses writes, whatever a route would do.
    const seen = await withUser(db(), fay.id, (tx) =>
      tx.execute(
        sql`select m.id from messages m join conversations c on c.id = m.conversation_id where c.kind = 'channel'`,
      ),
    );
    expect(seen.rows).toEqual([]);
    const channels = await withUser(db(), fay.id, (tx) =>
      tx.execute(sql`select id from conversations where kind = 'channel'`),
    );
    expect(channels.rows).toEqual([]);
    await expect(
      withUser(db(), fay.id, (tx) =>
        tx.execute(sql`insert into messages (conversation_id, sender_id, body, client_key)
          select id, ${fay.id}, 'sneaky', 'sneaky_key_1' from conversations where slug = 'wins'`),
      ),
    ).resolves.toMatchObject({ rows: [] });
    const sneaked = await db().execute(sql`select 1 from messages where body = 'sneaky'`);
    expect(sneaked.rows).toEqual([]);

    // A subscription lets them in.
    await createSubscription(db(), { userId: fay.id });
    expect((await call(fay, 'GET', '/api/community')).status).toBe(200);
  });

  it('hides the messages of people blocked either way', async () => {
    const [ada, bob, cy] = [await person('ada'), await person('bob'), await person('cy')];
    const fromBob = await post(bob, 'accountability-partners', 'Looking for a running buddy');
    const fromAda = await post(ada, 'accountability-partners', 'Me too!');
    expect((await call(ada, 'POST', `/api/profiles/${bob.id}/block`)).status).toBe(204);
    const adaSees = (await history(ada, 'accountability-partners')).map((m) => m.id);
    expect(adaSees).toContain(fromAda.id);
    expect(adaSees).not.toContain(fromBob.id);
    const bobSees = (await history(bob, 'accountability-partners')).map((m) => m.id);
    expect(bobSees).not.toContain(fromAda.id);
    // By id too.
    await expectError(404, bob, 'PUT', `/api/community/messages/${fromAda.id}/reactions`, {
      emoji: '👍',
      active: true,
    });
    await expectError(404, bob, 'POST', `/api/community/messages/${fromAda.id}/reports`, {
      reason: 'spam',
    });
    // Others see both.
    const cySees = (await history(cy, 'accountability-partners')).map((m) => m.id);
    expect(cySees).toEqual(expect.arrayContaining([fromAda.id, fromBob.id]));
    expect((await call(ada, 'DELETE', `/api/profiles/${bob.id}/block`)).status).toBe(204);
  });

  it(`allows ${COMMUNITY_POSTS_PER_MINUTE} posts a minute, then 429`, async () => {
    const dan = await person('dan');
    for (let n = 0; n < COMMUNITY_POSTS_PER_MINUTE; n += 1)
      await post(dan, 'wins', `Win number ${n}`);
    const refused = await expectError(429, dan, 'POST', '/api/community/channels/wins/messages', {
      body: 'One more',
      clientKey: 'over_budget_1',
    });
    expect(refused.code).toBe('RATE_LIMITED');
  });

  it('takes one report per person per message, with a reason from the list', async () => {
    const [ada, bob] = [await person('ada'), await person('bob')];
    const spam = await post(bob, 'questions', 'Buy cheap watches');
    const reported = await call(ada, 'POST', `/api/community/messages/${spam.id}/reports`, {
      reason: 'spam',
      note: 'An advert',
    });
    expect(reported.status).toBe(201);
    expect((await history(ada, 'questions')).find((m) => m.id === spam.id)!.isReportedByMe).toBe(
      true,
    );
    await expectError(409, ada, 'POST', `/api/community/messages/${spam.id}/reports`, {
      reason: 'other',
    });
    await expectError(403, bob, 'POST', `/api/community/messages/${spam.id}/reports`, {
      reason: 'spam',
    });
    const long = await expectError(400, ada, 'POST', `/api/community/messages/${spam.id}/reports`, {
      reason: 'spam',
      note: 'x'.repeat(501),
    });
    expect(fieldsOf(long)).toEqual(['note']);
  });

  it('refuses every moderator route and function to someone not named, with 403', async () => {
    const [ada, bob] = [await person('ada'), await person('bob')];
    const message = await post(bob, 'wins', 'A win to keep');
    const report = await call(ada, 'POST', `/api/community/messages/${message.id}/reports`, {
      reason: 'other',
    });
    const reportId = (report.body as { id: string }).id;
    for (const [method, url, body] of [
      ['GET', '/api/community/moderation/reports', undefined],
      ['POST', `/api/community/moderation/reports/${reportId}/dismiss`, undefined],
      ['POST', `/api/community/moderation/messages/${message.id}/remove`, {}],
      ['GET', '/api/community/moderation/bans', undefined],
      ['PUT', `/api/community/moderation/bans/${bob.id}`, { reason: 'no' }],
      ['DELETE', `/api/community/moderation/bans/${bob.id}`, undefined],
      ['GET', '/api/community/moderation/log', undefined],
    ] as const) {
      expect((await expectError(403, ada, method, url, body)).code).toBe('FORBIDDEN');
    }
    // The database refuses the same, called straight.
    for (const statement of [
      sql`select app.community_remove_message(${message.id}::uuid, null)`,
      sql`select app.community_dismiss_report(${reportId}::uuid)`,
      sql`select app.community_ban(${bob.id}::uuid, null)`,
    ]) {
      await expect(withUser(db(), ada.id, (tx) => tx.execute(statement))).rejects.toThrow();
    }
    await expect(
      withUser(db(), ada.id, (tx) =>
        tx.execute(sql`insert into community_bans (user_id) values (${bob.id})`),
      ),
    ).rejects.toThrow();
    await expect(
      withUser(db(), ada.id, (tx) =>
        tx.execute(sql`update community_reports set status = 'dismissed' where id = ${reportId}`),
      ),
    ).rejects.toThrow();
    // Another person's reports stay theirs.
    const others = await withUser(db(), bob.id, (tx) =>
      tx.execute(sql`select id from community_reports`),
    );
    expect(others.rows).toEqual([]);
    const untouched = await db().execute<{ body: string }>(
      sql`select body from messages where id = ${message.id}`,
    );
    expect(untouched.rows[0]!.body).toBe('A win to keep');
  });

  it('lets a moderator remove a reported message for everyone, dismiss a report, and logs both', async () => {
    const [ada, bob, mod] = [await person('ada'), await person('hal'), await moderator()];
    // A moderator needs no subscription.
    await ageAccount(mod);
    const overview = await expectOk(communityOverviewSchema, 200, mod, 'GET', '/api/community');
    expect(overview.isModerator).toBe(true);
    const rude = await post(bob, 'wins', 'Something rude');
    const fine = await post(bob, 'wins', 'Something fine');
    await call(ada, 'POST', `/api/community/messages/${rude.id}/reports`, { reason: 'harassment' });
    await call(ada, 'POST', `/api/community/messages/${fine.id}/reports`, {
      reason: 'other',
      note: 'Not sure',
    });

    const queue = await expectOk(
      reportListSchema,
      200,
      mod,
      'GET',
      '/api/community/moderation/reports',
    );
    const rudeReport = queue.items.find((r) => r.message.id === rude.id)!;
    expect(rudeReport).toMatchObject({
      reason: 'harassment',
      reporter: { id: ada.id },
      message: { body: 'Something rude', channelSlug: 'wins', author: { id: bob.id } },
    });
    const fineReport = queue.items.find((r) => r.message.id === fine.id)!;

    expect(
      (
        await call(mod, 'POST', `/api/community/moderation/messages/${rude.id}/remove`, {
          reason: 'Rude',
        })
      ).status,
    ).toBe(204);
    const removed = (await history(ada, 'wins')).find((m) => m.id === rude.id)!;
    expect(removed.body).toBe('');
    expect(removed.removedAt).not.toBeNull();
    const stored = await db().execute<{ body: string }>(
      sql`select body from messages where id = ${rude.id}`,
    );
    expect(stored.rows[0]!.body).toBe('');
    // Its author can no longer edit it back.
    await expectError(409, bob, 'PATCH', `/api/community/messages/${rude.id}`, { body: 'Again' });
    // Nor through chat's routes, nor in SQL; and nobody reacts to it or reports it again.
    await expectError(409, bob, 'PATCH', `/api/messages/${rude.id}`, { body: 'Again' });
    await withUser(db(), bob.id, (tx) =>
      tx.execute(sql`update messages set body = 'Again' where id = ${rude.id}`),
    );
    const still = await db().execute<{ body: string }>(
      sql`select body from messages where id = ${rude.id}`,
    );
    expect(still.rows[0]!.body).toBe('');
    await expectError(409, ada, 'PUT', `/api/community/messages/${rude.id}/reactions`, {
      emoji: '👍',
      active: true,
    });
    await expectError(409, ada, 'POST', `/api/community/messages/${rude.id}/reports`, {
      reason: 'spam',
    });

    expect(
      (await call(mod, 'POST', `/api/community/moderation/reports/${fineReport.id}/dismiss`))
        .status,
    ).toBe(204);
    await expectError(
      404,
      mod,
      'POST',
      `/api/community/moderation/reports/${fineReport.id}/dismiss`,
    );
    const open = await expectOk(
      reportListSchema,
      200,
      mod,
      'GET',
      '/api/community/moderation/reports',
    );
    expect(open.items.map((r) => r.id)).not.toEqual(expect.arrayContaining([rudeReport.id]));
    expect(open.items.map((r) => r.id)).not.toContain(fineReport.id);
    const closed = await expectOk(
      reportListSchema,
      200,
      mod,
      'GET',
      '/api/community/moderation/reports?status=removed',
    );
    expect(closed.items.map((r) => r.id)).toContain(rudeReport.id);

    const log = await expectOk(logListSchema, 200, mod, 'GET', '/api/community/moderation/log');
    expect(log.items.slice(0, 2).map((entry) => [entry.action, entry.moderator?.id])).toEqual([
      ['dismiss', mod.id],
      ['remove', mod.id],
    ]);
    expect(log.items[1]).toMatchObject({
      target: { id: bob.id },
      messageId: rude.id,
      reason: 'Rude',
    });
  });

  it('bans with a reason (403 COMMUNITY_BANNED everywhere, nothing readable), then unbans', async () => {
    const [eve, mod] = [await person('eve'), await moderator()];
    await post(eve, 'questions', 'Before the ban');
    expect(
      (
        await call(mod, 'PUT', `/api/community/moderation/bans/${eve.id}`, {
          reason: 'Spamming links',
        })
      ).status,
    ).toBe(204);
    const refused = await expectError(403, eve, 'GET', '/api/community');
    expect(refused.code).toBe('COMMUNITY_BANNED');
    expect(refused.details).toEqual([{ path: 'reason', message: 'Spamming links' }]);
    await expectError(403, eve, 'POST', '/api/community/channels/questions/messages', {
      body: 'Still here?',
      clientKey: 'banned_key_1',
    });
    const seen = await withUser(db(), eve.id, (tx) =>
      tx.execute(
        sql`select m.id from messages m join conversations c on c.id = m.conversation_id where c.kind = 'channel'`,
      ),
    );
    expect(seen.rows).toEqual([]);
    const bans = await call(mod, 'GET', '/api/community/moderation/bans');
    expect(JSON.stringify(bans.body)).toContain('Spamming links');
    // A moderator cannot be banned; nor can nobody.
    await expectError(409, mod, 'PUT', `/api/community/moderation/bans/${mod.id}`, {});
    await expectError(404, mod, 'PUT', `/api/community/moderation/bans/${randomUUID()}`, {});

    expect((await call(mod, 'DELETE', `/api/community/moderation/bans/${eve.id}`)).status).toBe(
      204,
    );
    await expectError(404, mod, 'DELETE', `/api/community/moderation/bans/${eve.id}`);
    expect((await call(eve, 'GET', '/api/community')).status).toBe(200);
    const log = await expectOk(logListSchema, 200, mod, 'GET', '/api/community/moderation/log');
    expect(log.items.slice(0, 2).map((entry) => entry.action)).toEqual(['unban', 'ban']);
  });

  it('delivers new messages live as ids to members only, and drops a banned listener', async () => {
    const [ada, fay, gus, mod] = [
      await person('ada'),
      await person('fay2'),
      await person('gus'),
      await moderator(),
    ];
    await ageAccount(fay);
    const overview = await expectOk(communityOverviewSchema, 200, ada, 'GET', '/api/community');
    const wins = overview.channels.find((c) => c.slug === 'wins')!;
    const topic = topicOf('community', wins.id);
    const url = await realtimeUrl(app());
    const [listener, outsider] = [await openAs(url, gus), await openAs(url, fay)];
    const join = async (client: typeof listener) => {
      client.send({ type: 'subscribe', topic });
      return client.next(
        (frame: ServerFrame) =>
          (frame.type === 'subscribed' || frame.type === 'unsubscribed') &&
          'topic' in frame &&
          frame.topic === topic,
      );
    };
    expect((await join(listener)).type).toBe('subscribed');
    expect((await join(outsider)).type).toBe('unsubscribed');
    const message: CommunityMessage = await post(ada, 'wins', 'Ran my first marathon');
    const event = await listener.next(
      (frame: ServerFrame) => frame.type === 'event' && frame.topic === topic,
    );
    expect(event).toMatchObject({
      event: 'community.message.created',
      data: { channelId: wins.id, messageId: message.id },
    });
    expect(JSON.stringify(event)).not.toContain('marathon');
    expect((await call(mod, 'PUT', `/api/community/moderation/bans/${gus.id}`, {})).status).toBe(
      204,
    );
    expect(
      await listener.next(
        (frame: ServerFrame) => frame.type === 'unsubscribed' && frame.topic === topic,
      ),
    ).toMatchObject({ reason: 'banned' });
    [listener, outsider].forEach((client) => client.close());
    expect((await call(mod, 'DELETE', `/api/community/moderation/bans/${gus.id}`)).status).toBe(
      204,
    );
  });
});
