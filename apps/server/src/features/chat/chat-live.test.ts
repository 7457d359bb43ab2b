import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationDetailSchema, messageSchema } from '@waymark/shared/chat/contracts';
import { featureEngines, type TestDatabase } from '../../../test/engines';
import { createProfile } from '../../../test/factories';
import { headerUserApp } from '../../../test/header-user-app';
import type { ChatRealtime } from '@/features/chat/chat-live';

type Send = Awaited<ReturnType<typeof headerUserApp>>['send'];

/**
 * What chat tells the realtime floor, with a recording stand-in for it: events after the
 * change committed, ids only on conversation topics (everyone there gets the same frame), the
 * counts on each member's own topic, and a removed member dropped at once.
 */
describe.each(featureEngines)('chat live events on $name', (engine) => {
  let testDb: TestDatabase;
  let send: Send;
  let close: () => Promise<void>;
  const published: { topic: string; event: string; data: unknown }[] = [];
  const dropped: { topic: string; userId: string; reason: string }[] = [];
  const person = async () => (await createProfile(testDb.database.db)).id;

  beforeAll(async () => {
    testDb = await engine.open();
    const client = await headerUserApp(testDb);
    const live: ChatRealtime = {
      authorize: () => undefined,
      publish: (topic, event, data) => {
        published.push({ topic, event, data });
        return Promise.resolve();
      },
      drop: (topic, userId, reason) => {
        dropped.push({ topic, userId, reason });
        return Promise.resolve();
      },
      isOnline: () => Promise.resolve(false),
    };
    // Child scopes inherit from the root instance, as with a real decorator.
    (client.app as unknown as { realtime: ChatRealtime }).realtime = live;
    send = client.send;
    close = () => client.app.close();
  });
  afterAll(async () => {
    await close();
    await testDb.dispose();
  });

  it('publishes a message as ids, and the unread counts to the others’ own topics', async () => {
    const [ada, bob] = [await person(), await person()];
    const opened = await send('POST', '/conversations', ada, { kind: 'direct', userId: bob });
    const { id } = conversationDetailSchema.parse(opened.json());
    const sent = await send('POST', `/conversations/${id}/messages`, ada, {
      body: 'A secret plan',
      clientKey: 'live_key_0001',
    });
    const message = messageSchema.parse(sent.json());
    expect(published).toContainEqual({
      topic: `conversation:${id}`,
      event: 'message.created',
      data: { conversationId: id, messageId: message.id, senderId: ada },
    });
    expect(JSON.stringify(published)).not.toContain('A secret plan');
    expect(published).toContainEqual({
      topic: `user:${bob}`,
      event: 'chat.unread',
      data: { total: 1, requests: 0, conversations: { [id]: 1 } },
    });
    expect(published.some((frame) => frame.topic === `user:${ada}`)).toBe(false);
  });

  it('drops a removed member from the conversation topic', async () => {
    const [ada, bob, cy] = [await person(), await person(), await person()];
    const created = await send('POST', '/conversations', ada, {
      kind: 'group',
      name: 'Crew',
      memberIds: [bob, cy],
    });
    const { id } = conversationDetailSchema.parse(created.json());
    expect((await send('DELETE', `/conversations/${id}/members/${cy}`, ada)).statusCode).toBe(204);
    expect(dropped).toContainEqual({ topic: `conversation:${id}`, userId: cy, reason: 'removed' });
  });
});
