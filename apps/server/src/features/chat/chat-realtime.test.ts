import { describe, expect, it } from 'vitest';
import { conversationDetailSchema, messageSchema } from '@waymark/shared/chat/contracts';
import { topicOf } from '@waymark/shared/realtime/frames';
import { useApiTest } from '../../../test/api-client';
import { featureEngines } from '../../../test/engines';
import { frameOf, join, openAs, realtimeUrl } from '../../../test/realtime-client';

/**
 * Chat on the real realtime floor, over real sockets: only members join a conversation's
 * topic, a message reaches them as ids (they read it through the API, as themselves), and a
 * block ends the listening to a direct conversation on the spot.
 */
describe.each(featureEngines)('chat over the realtime endpoint on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-chat-live-');
  const { app, user, call } = api;

  it('lets members join, refuses others, delivers messages as ids, and drops on a block', async () => {
    const [ada, bob, eve] = [await user('ada'), await user('bob'), await user('eve')];
    const opened = await call(ada, 'POST', '/api/conversations', {
      kind: 'direct',
      userId: bob.id,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const { id } = conversationDetailSchema.parse(opened.body);
    const topic = topicOf('conversation', id);
    const url = await realtimeUrl(app());
    const [listener, outsider] = [await openAs(url, bob), await openAs(url, eve)];
    expect((await join(listener, topic)).type).toBe('subscribed');
    expect(await join(outsider, topic)).toEqual({
      type: 'unsubscribed',
      topic,
      reason: 'forbidden',
    });

    const sent = await call(ada, 'POST', `/api/conversations/${id}/messages`, {
      body: 'Meet at the trailhead',
      clientKey: 'live_socket_0001',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const message = messageSchema.parse(sent.body);
    const event = await listener.next(frameOf('event', topic));
    expect(event).toMatchObject({
      event: 'message.created',
      data: { conversationId: id, messageId: message.id, senderId: ada.id },
    });
    expect(JSON.stringify(event)).not.toContain('trailhead');

    const blocked = await call(ada, 'POST', `/api/profiles/${bob.id}/block`);
    expect(blocked.status).toBe(204);
    expect(await listener.next(frameOf('unsubscribed', topic))).toMatchObject({
      reason: 'forbidden',
    });
    // Joining again is refused too (next() reads every frame so far: start from none).
    listener.frames.length = 0;
    expect((await join(listener, topic)).type).toBe('unsubscribed');
    [listener, outsider].forEach((client) => client.close());
  });
});
