import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversationDetailSchema,
  conversationPageSchema,
  messagePageSchema,
  messageSchema,
  unreadCountsSchema,
  type ConversationDetail,
} from '@waymark/shared/chat/contracts';
import { restrictedUsers } from '@/db/tables/social';
import { userSettings } from '@/db/tables/settings';
import { withUser } from '@/db/with-user';
import { smokeEngines, type TestDatabase } from '../../../test/engines';
import { createBlock, createConnection, createProfile } from '../../../test/factories';
import { headerUserApp } from '../../../test/header-user-app';

type Send = Awaited<ReturnType<typeof headerUserApp>>['send'];

let keys = 0;
const clientKey = () => `key_${Date.now()}_${(keys += 1)}`;

/**
 * Chat over HTTP, as each kind of person would attack it: who may message whom (privacy,
 * blocks, restrictions → requests) and who may read, post, react and see receipts are decided
 * by the database (drizzle/0024_chat.sql, drizzle/policies/conversation*.sql, messages.sql).
 */
describe.each(smokeEngines)('chat API on $name', (engine) => {
  let testDb: TestDatabase;
  let send: Send;
  let close: () => Promise<void>;
  let app: FastifyInstance;
  const db = () => testDb.database.db;
  const person = async () => (await createProfile(db())).id;

  const open = async (from: string, to: string) => {
    const response = await send('POST', '/conversations', from, { kind: 'direct', userId: to });
    expect(response.statusCode, response.body).toBe(201);
    return conversationDetailSchema.parse(response.json());
  };
  const post = async (from: string, conversationId: string, body: string, key = clientKey()) =>
    send('POST', `/conversations/${conversationId}/messages`, from, { body, clientKey: key });
  const sent = async (from: string, conversationId: string, body: string) => {
    const response = await post(from, conversationId, body);
    expect(response.statusCode, response.body).toBe(201);
    return messageSchema.parse(response.json());
  };
  const history = async (viewer: string, conversationId: string, query = '') => {
    const response = await send('GET', `/conversations/${conversationId}/messages${query}`, viewer);
    expect(response.statusCode, response.body).toBe(200);
    return messagePageSchema.parse(response.json());
  };
  const detail = async (viewer: string, conversationId: string): Promise<ConversationDetail> => {
    const response = await send('GET', `/conversations/${conversationId}`, viewer);
    expect(response.statusCode, response.body).toBe(200);
    return conversationDetailSchema.parse(response.json());
  };
  const list = async (viewer: string, tab: 'inbox' | 'requests') => {
    const response = await send('GET', `/conversations?tab=${tab}`, viewer);
    expect(response.statusCode, response.body).toBe(200);
    return conversationPageSchema.parse(response.json()).items.map((item) => item.id);
  };
  const unread = async (viewer: string) =>
    unreadCountsSchema.parse((await send('GET', '/conversations/unread', viewer)).json());
  const setWhoCanMessage = (userId: string, value: 'everyone' | 'connections' | 'nobody') =>
    db()
      .insert(userSettings)
      .values({ userId, whoCanMessage: value })
      .onConflictDoUpdate({ target: userSettings.userId, set: { whoCanMessage: value } });

  beforeAll(async () => {
    testDb = await engine.open();
    const client = await headerUserApp(testDb);
    send = client.send;
    app = client.app;
    close = () => client.app.close();
  });
  afterAll(async () => {
    await close();
    await testDb.dispose();
  });

  it('opens one direct conversation per pair, sends, lists, counts unread and moves the watermark', async () => {
    const [ada, bob] = [await person(), await person()];
    const first = await open(ada, bob);
    expect((await open(bob, ada)).id).toBe(first.id);
    const hello = await sent(ada, first.id, 'Hello @nobody, see https://example.com');
    const again = await sent(ada, first.id, 'Are you there?');
    expect(hello.senderId).toBe(ada);
    expect(await list(bob, 'inbox')).toContain(first.id);
    const counts = await unread(bob);
    expect(counts.total).toBe(2);
    expect(counts.conversations[first.id]).toBe(2);
    const page = await history(bob, first.id);
    expect(page.items.map((message) => message.body)).toEqual([again.body, hello.body]);
    expect(page.items[0]?.clientKey).toBeNull();

    const read = await send('POST', `/conversations/${first.id}/read`, bob, {
      messageId: hello.id,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(unreadCountsSchema.parse(read.json()).total).toBe(1);
    // Forward only: reading an older message again never moves it back.
    await send('POST', `/conversations/${first.id}/read`, bob, { messageId: again.id });
    await send('POST', `/conversations/${first.id}/read`, bob, { messageId: hello.id });
    expect((await unread(bob)).total).toBe(0);
    const receipts = (await detail(ada, first.id)).receipts;
    expect(receipts.find((receipt) => receipt.userId === bob)?.lastReadMessageId).toBe(again.id);
  });

  it('stores a resend with the same client key once (an offline queue flushing twice)', async () => {
    const [ada, bob] = [await person(), await person()];
    const { id } = await open(ada, bob);
    const key = clientKey();
    const first = await post(ada, id, 'Only once', key);
    const second = await post(ada, id, 'Only once', key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(messageSchema.parse(second.json()).id).toBe(messageSchema.parse(first.json()).id);
    expect((await history(bob, id)).items).toHaveLength(1);
  });

  it('keeps non-members out: they cannot read, post, react, read receipts or learn it exists', async () => {
    const [ada, bob, eve] = [await person(), await person(), await person()];
    const { id } = await open(ada, bob);
    const message = await sent(ada, id, 'Just us');
    expect((await send('GET', `/conversations/${id}`, eve)).statusCode).toBe(404);
    expect((await send('GET', `/conversations/${id}/messages`, eve)).statusCode).toBe(404);
    expect((await post(eve, id, 'Let me in')).statusCode).toBe(404);
    const reaction = await send('PUT', `/messages/${message.id}/reactions`, eve, {
      emoji: '👍',
      active: true,
    });
    expect(reaction.statusCode).toBe(404);
    expect((await send('PATCH', `/messages/${message.id}`, eve, { body: 'mine' })).statusCode).toBe(
      404,
    );
    expect(
      (await send('POST', `/conversations/${id}/read`, eve, { messageId: message.id })).statusCode,
    ).toBe(404);
    // Even past the API: the database refuses a forged sender and a non-member's insert.
    const forged = withUser(db(), eve, (tx) =>
      tx.execute(sql`insert into messages (conversation_id, sender_id, body, client_key)
        values (${id}, ${ada}, 'forged', 'forged_key_1')`),
    );
    await expect(forged).rejects.toThrow();
    const rows = await withUser(db(), eve, (tx) =>
      tx.execute(sql`select id from messages where conversation_id = ${id}`),
    );
    expect(rows.rows).toHaveLength(0);
  });

  it('takes the sender from the session, never from the body', async () => {
    const [ada, bob] = [await person(), await person()];
    const { id } = await open(ada, bob);
    const response = await send('POST', `/conversations/${id}/messages`, ada, {
      body: 'Who sent me?',
      clientKey: clientKey(),
      senderId: bob,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(messageSchema.parse(response.json()).senderId).toBe(ada);
    // A member cannot forge the other member either, even in SQL.
    const forged = withUser(db(), ada, (tx) =>
      tx.execute(sql`insert into messages (conversation_id, sender_id, body, client_key)
        values (${id}, ${bob}, 'forged', 'forged_key_2')`),
    );
    await expect(forged).rejects.toThrow();
  });

  it('refuses a blocked person: no new conversation, no posting in an old one, gone from groups', async () => {
    const [ada, bob, carol] = [await person(), await person(), await person()];
    const { id } = await open(bob, ada);
    await sent(bob, id, 'Before the block');
    const group = await send('POST', '/conversations', carol, {
      kind: 'group',
      name: 'Trail crew',
      memberIds: [ada, bob],
    });
    expect(group.statusCode, group.body).toBe(201);
    const groupId = conversationDetailSchema.parse(group.json()).id;
    await createBlock(db(), { userId: ada, blockedUserId: bob });

    expect((await post(bob, id, 'After the block')).statusCode).toBe(403);
    const reopened = await send('POST', '/conversations', bob, { kind: 'direct', userId: ada });
    expect(reopened.statusCode).toBe(403);
    const members = (await detail(bob, groupId)).members.map((member) => member.user.id);
    expect(members).not.toContain(ada);
    expect(members).toContain(carol);
    const groupMessage = await sent(bob, groupId, 'Hi all');
    expect((await history(ada, groupId)).items.map((m) => m.id)).not.toContain(groupMessage.id);
    expect((await history(carol, groupId)).items.map((m) => m.id)).toContain(groupMessage.id);
  });

  it('puts someone I restricted into my message requests until I accept', async () => {
    const [ada, bob] = [await person(), await person()];
    await db().insert(restrictedUsers).values({ userId: ada, restrictedUserId: bob });
    const { id } = await open(bob, ada);
    await sent(bob, id, 'Can we talk?');
    expect(await list(ada, 'inbox')).not.toContain(id);
    expect(await list(ada, 'requests')).toContain(id);
    expect((await unread(ada)).requests).toBe(1);
    // Answering is by accepting, not by replying into the request.
    expect((await post(ada, id, 'Reply')).statusCode).toBe(403);
    const accepted = await send('POST', `/conversations/${id}/request`, ada, {
      decision: 'accept',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await list(ada, 'inbox')).toContain(id);
    expect((await post(ada, id, 'Sure')).statusCode).toBe(201);
  });

  it('honours "who can message me": connections go straight in, others ask, nobody refuses', async () => {
    const [ada, friend, stranger, hermit] = [
      await person(),
      await person(),
      await person(),
      await person(),
    ];
    await setWhoCanMessage(ada, 'connections');
    await createConnection(db(), { userId: friend, connectedUserId: ada, status: 'accepted' });
    expect((await open(friend, ada)).members.find((m) => m.user.id === ada)?.requestState).toBe(
      'accepted',
    );
    const asked = await open(stranger, ada);
    expect(asked.members.find((m) => m.user.id === ada)?.requestState).toBe('pending');
    await sent(stranger, asked.id, 'Hi');
    const declined = await send('POST', `/conversations/${asked.id}/request`, ada, {
      decision: 'decline',
    });
    expect(declined.statusCode).toBe(200);
    expect(await list(ada, 'requests')).not.toContain(asked.id);
    expect((await post(stranger, asked.id, 'Hello?')).statusCode).toBe(403);

    // A group invitation from a stranger waits in requests at once, before any message.
    const invited = await send('POST', '/conversations', stranger, {
      kind: 'group',
      name: 'Strangers welcome',
      memberIds: [ada],
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(await list(ada, 'requests')).toContain(
      conversationDetailSchema.parse(invited.json()).id,
    );

    await setWhoCanMessage(hermit, 'nobody');
    const refused = await send('POST', '/conversations', ada, { kind: 'direct', userId: hermit });
    expect(refused.statusCode).toBe(403);
    const grouped = await send('POST', '/conversations', ada, {
      kind: 'group',
      name: 'Sneaky',
      memberIds: [hermit],
    });
    expect(grouped.statusCode).toBe(403);
  });

  it('closes a stranger’s pending request to new messages once I switch to "nobody", and leaves accepted conversations alone', async () => {
    const [ada, stranger, friend, acquaintance] = [
      await person(),
      await person(),
      await person(),
      await person(),
    ];
    await setWhoCanMessage(ada, 'connections');
    await createConnection(db(), { userId: friend, connectedUserId: ada, status: 'accepted' });
    const withFriend = await open(friend, ada);
    // A request ada accepted before the switch is a conversation like any other.
    const accepted = await open(acquaintance, ada);
    expect(
      (await send('POST', `/conversations/${accepted.id}/request`, ada, { decision: 'accept' }))
        .statusCode,
    ).toBe(200);
    const request = await open(stranger, ada);
    expect(request.members.find((m) => m.user.id === ada)?.requestState).toBe('pending');
    const first = await sent(stranger, request.id, 'Hi, remember me?');

    await setWhoCanMessage(ada, 'nobody');

    // The attack: the stranger keeps writing into the request opened before the switch.
    const again = await post(stranger, request.id, 'Still here');
    expect(again.statusCode, again.body).toBe(403);
    expect(JSON.parse(again.body)).toMatchObject({
      error: { code: 'FORBIDDEN', message: 'This person is no longer taking messages from you' },
    });
    const react = await send('PUT', `/messages/${first.id}/reactions`, stranger, {
      emoji: '👋',
      active: true,
    });
    expect(react.statusCode).toBe(403);
    expect((await detail(stranger, request.id)).canPost).toBe(false);
    // Past the API too: the messages policy refuses the insert.
    const direct = withUser(db(), stranger, (tx) =>
      tx.execute(sql`insert into messages (conversation_id, sender_id, body, client_key)
        values (${request.id}, ${stranger}, 'sneaked in', ${clientKey()})`),
    );
    await expect(direct).rejects.toThrow();
    // What ada sees in the request is what was there before she closed it.
    expect((await history(ada, request.id)).items.map((m) => m.body)).toEqual(['Hi, remember me?']);
    expect(await list(ada, 'requests')).toContain(request.id);

    // Conversations already in ada's inbox go on.
    expect((await post(friend, withFriend.id, 'Dinner?')).statusCode).toBe(201);
    expect((await post(acquaintance, accepted.id, 'Thanks for accepting')).statusCode).toBe(201);

    // Accepting the request anyway is ada's own choice, and opens it again.
    expect(
      (await send('POST', `/conversations/${request.id}/request`, ada, { decision: 'accept' }))
        .statusCode,
    ).toBe(200);
    expect((await post(stranger, request.id, 'Thank you')).statusCode).toBe(201);
  });

  it('keeps receipts reciprocal: hiding mine hides everyone’s from me', async () => {
    const [ada, bob] = [await person(), await person()];
    const { id } = await open(ada, bob);
    const message = await sent(ada, id, 'Read me');
    await send('POST', `/conversations/${id}/read`, bob, { messageId: message.id });
    expect((await detail(ada, id)).receipts.map((r) => r.userId)).toContain(bob);
    const hidden = await send('PATCH', `/conversations/${id}/me`, bob, { hideReceipts: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await detail(ada, id)).receipts.map((r) => r.userId)).not.toContain(bob);
    expect((await detail(bob, id)).receipts.map((r) => r.userId)).toEqual([bob]);
    // Past the API too: the policy hides the row.
    const rows = await withUser(db(), ada, (tx) =>
      tx.execute(
        sql`select user_id from conversation_reads where conversation_id = ${id} and user_id = ${bob}`,
      ),
    );
    expect(rows.rows).toHaveLength(0);
  });

  it('lets only the sender edit and delete, shown as edited and deleted', async () => {
    const [ada, bob] = [await person(), await person()];
    const { id } = await open(ada, bob);
    const message = await sent(ada, id, 'Typo hree');
    expect((await send('PATCH', `/messages/${message.id}`, bob, { body: 'x' })).statusCode).toBe(
      403,
    );
    const edited = await send('PATCH', `/messages/${message.id}`, ada, { body: 'Typo here' });
    expect(messageSchema.parse(edited.json()).editedAt).not.toBeNull();
    expect((await send('DELETE', `/messages/${message.id}`, bob)).statusCode).toBe(403);
    const deleted = messageSchema.parse(
      (await send('DELETE', `/messages/${message.id}`, ada)).json(),
    );
    expect(deleted.deletedAt).not.toBeNull();
    expect(deleted.body).toBe('');
    expect((await history(bob, id)).items[0]?.body).toBe('');
  });

  it('reacts once per emoji and person, and finds messages by their words', async () => {
    const [ada, bob] = [await person(), await person()];
    const { id } = await open(ada, bob);
    const message = await sent(ada, id, 'Summit at dawn');
    await sent(ada, id, 'Bring snacks 100%');
    for (let i = 0; i < 2; i += 1) {
      const reacted = await send('PUT', `/messages/${message.id}/reactions`, bob, {
        emoji: '🎉',
        active: true,
      });
      expect(reacted.statusCode, reacted.body).toBe(200);
    }
    const shown = (await history(ada, id)).items.find((m) => m.id === message.id);
    expect(shown?.reactions).toEqual([{ emoji: '🎉', count: 1, mine: false, userIds: [bob] }]);
    expect(
      (await send('PUT', `/messages/${message.id}/reactions`, bob, { emoji: 'lol', active: true }))
        .statusCode,
    ).toBe(400);
    expect((await history(bob, id, '?q=summit')).items.map((m) => m.id)).toEqual([message.id]);
    expect((await history(bob, id, '?q=%25')).items).toHaveLength(1);
  });

  it('pages history newest first by keyset', async () => {
    const [ada, bob] = [await person(), await person()];
    const { id } = await open(ada, bob);
    for (let i = 0; i < 33; i += 1) await sent(ada, id, `Message ${i}`);
    const first = await history(bob, id);
    expect(first.items).toHaveLength(30);
    expect(first.items[0]?.body).toBe('Message 32');
    const second = await history(bob, id, `?cursor=${first.nextCursor}`);
    expect(second.items.map((m) => m.body)).toEqual(['Message 2', 'Message 1', 'Message 0']);
    expect(second.nextCursor).toBeNull();
    expect((await send('GET', `/conversations/${id}/messages?cursor=nope`, bob)).statusCode).toBe(
      400,
    );
  });

  it('runs groups: admins rename, add and remove; members leave; the 101st member is refused', async () => {
    const admin = await person();
    const people = await Promise.all(Array.from({ length: 99 }, () => person()));
    const created = await send('POST', '/conversations', admin, {
      kind: 'group',
      name: 'Hundred',
      memberIds: people,
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = conversationDetailSchema.parse(created.json());
    expect(group.memberCount).toBe(100);
    const extra = await person();
    const full = await send('POST', `/conversations/${group.id}/members`, admin, {
      userIds: [extra],
    });
    expect(full.statusCode, full.body).toBe(409);

    const [member, other] = people as [string, string];
    expect(
      (await send('PATCH', `/conversations/${group.id}`, member, { name: 'Mine' })).statusCode,
    ).toBe(403);
    const renamed = await send('PATCH', `/conversations/${group.id}`, admin, {
      name: 'Ninety-nine',
    });
    expect(conversationDetailSchema.parse(renamed.json()).name).toBe('Ninety-nine');
    expect(
      (await send('DELETE', `/conversations/${group.id}/members/${other}`, member)).statusCode,
    ).toBe(403);
    expect(
      (await send('DELETE', `/conversations/${group.id}/members/${other}`, admin)).statusCode,
    ).toBe(204);
    expect((await send('GET', `/conversations/${group.id}`, other)).statusCode).toBe(404);
    const added = await send('POST', `/conversations/${group.id}/members`, admin, {
      userIds: [extra],
    });
    expect(added.statusCode, added.body).toBe(200);
    const promoted = await send('PUT', `/conversations/${group.id}/members/${member}/role`, admin, {
      role: 'admin',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(
      (await send('DELETE', `/conversations/${group.id}/members/${admin}`, admin)).statusCode,
    ).toBe(204);
    const after = await detail(member, group.id);
    expect(after.members.find((m) => m.user.id === member)?.role).toBe('admin');
    expect(after.members.map((m) => m.user.id)).not.toContain(admin);
  });

  it('answers bad input with 400, never 500', async () => {
    const [ada, bob] = [await person(), await person()];
    const { id } = await open(ada, bob);
    const bad = [
      await send('POST', '/conversations', ada, { kind: 'direct', userId: 'nope' }),
      await send('POST', '/conversations', ada, { kind: 'group', name: '', memberIds: [bob] }),
      await send('POST', `/conversations/${id}/messages`, ada, { body: 'x' }),
      await send('POST', `/conversations/${id}/messages`, ada, {
        body: '',
        clientKey: clientKey(),
      }),
      await send('POST', `/conversations/${id}/messages`, ada, {
        body: 'x'.repeat(4001),
        clientKey: clientKey(),
      }),
      await send('PATCH', `/conversations/${id}/me`, ada, {}),
      await send('GET', '/conversations?tab=all', ada),
    ];
    expect(bad.map((response) => response.statusCode)).toEqual(bad.map(() => 400));
    expect(
      (await send('POST', '/conversations', ada, { kind: 'direct', userId: ada })).statusCode,
    ).toBe(404);
    expect((await send('GET', '/conversations', null)).statusCode).toBe(401);
  });

  it('serves an image attachment to the conversation’s members only, and only its uploader may attach it', async () => {
    const [ada, bob, eve] = [await person(), await person(), await person()];
    const { id } = await open(ada, bob);
    const image = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const upload = (who: string, conversationId: string) =>
      app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/attachments`,
        payload: image,
        headers: { 'content-type': 'image/png', 'x-test-user': who },
      });
    expect((await upload(eve, id)).statusCode).toBe(404);
    const stored = await upload(ada, id);
    expect(stored.statusCode, stored.body).toBe(201);
    const { url } = stored.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^/api/files/c_${id}_[0-9a-f]+\\.webp$`));

    // Bob cannot pass Ada's upload off as his own.
    const stolen = await send('POST', `/conversations/${id}/messages`, bob, {
      body: '',
      attachmentUrl: url,
      clientKey: clientKey(),
    });
    expect(stolen.statusCode).toBe(400);
    const sentImage = await send('POST', `/conversations/${id}/messages`, ada, {
      body: '',
      attachmentUrl: url,
      clientKey: clientKey(),
    });
    expect(sentImage.statusCode, sentImage.body).toBe(201);
    expect(messageSchema.parse(sentImage.json()).attachmentUrl).toBe(url);

    // The picture of a group must be an image uploaded to it, by the admin setting it.
    const picture = await send('PATCH', `/conversations/${id}`, ada, { avatarUrl: url });
    expect(picture.statusCode).toBe(403);
    const group = conversationDetailSchema.parse(
      (
        await send('POST', '/conversations', ada, { kind: 'group', name: 'Pics', memberIds: [bob] })
      ).json(),
    );
    const foreign = await send('PATCH', `/conversations/${group.id}`, ada, { avatarUrl: url });
    expect(foreign.statusCode).toBe(400);
    const groupImage = await upload(ada, group.id);
    const groupUrl = groupImage.json<{ url: string }>().url;
    const changed = await send('PATCH', `/conversations/${group.id}`, ada, { avatarUrl: groupUrl });
    expect(conversationDetailSchema.parse(changed.json()).avatarUrl).toBe(groupUrl);

    const fetchAs = (who: string) =>
      app.inject({ method: 'GET', url, headers: { 'x-test-user': who } });
    expect((await fetchAs(bob)).statusCode).toBe(200);
    expect((await fetchAs(eve)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
