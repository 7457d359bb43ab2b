import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientFrame, ServerFrame } from '@waymark/shared/realtime/frames';
import { heartbeatMs, RealtimeClient, type SocketLike } from '@/lib/realtime/realtime-client';

const topicA = 'user:00000000-0000-4000-8000-00000000000a';
const topicB = 'journey:00000000-0000-4000-8000-00000000000b';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: ClientFrame[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientFrame);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: ServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function setUp(random = () => 0.5) {
  const sockets: FakeSocket[] = [];
  const onReset = vi.fn();
  const client = new RealtimeClient({
    url: 'ws://test/api/realtime',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    onReset,
    random,
  });
  return { client, sockets, onReset, last: () => sockets.at(-1)! };
}

const event = (topic: string, id: string, data: unknown = {}): ServerFrame => ({
  type: 'event',
  topic,
  id,
  event: 'test.event',
  data,
});

describe('RealtimeClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('joins each listened topic once when the socket opens and hands its events to every listener', () => {
    const { client, last } = setUp();
    const first = vi.fn();
    const second = vi.fn();
    client.listen(topicA, first);
    client.listen(topicA, second);
    client.start();
    expect(client.status).toBe('connecting');
    last().open();
    expect(client.status).toBe('open');
    expect(last().sent).toEqual([{ type: 'subscribe', topic: topicA }]);
    last().receive(event(topicA, '1-0', { n: 1 }));
    expect(first).toHaveBeenCalledWith(expect.objectContaining({ id: '1-0', data: { n: 1 } }));
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('resumes each topic from the last event id it saw after a reconnect', () => {
    const { client, sockets, last } = setUp();
    client.listen(topicA, vi.fn());
    client.listen(topicB, vi.fn());
    client.start();
    last().open();
    last().receive(event(topicA, '5-0'));
    last().receive(event(topicA, '7-0'));
    // Typing is not kept by the server: it never moves the resume point.
    last().receive({ type: 'event', topic: topicA, id: '', event: 'typing', data: {} });
    last().drop();
    expect(client.status).toBe('closed');
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([
      { type: 'subscribe', topic: topicA, since: '7-0' },
      { type: 'subscribe', topic: topicB },
    ]);
  });

  it('forgets the resume point on reset and asks the page to reload', () => {
    const { client, last, onReset } = setUp();
    client.listen(topicA, vi.fn());
    client.start();
    last().open();
    last().receive(event(topicA, '5-0'));
    last().receive({ type: 'reset', topic: topicA });
    expect(onReset).toHaveBeenCalledWith(topicA);
    last().drop();
    vi.advanceTimersByTime(1_000);
    last().open();
    expect(last().sent).toEqual([{ type: 'subscribe', topic: topicA }]);
  });

  it('backs off exponentially with jitter, up to 30 s', () => {
    const low = setUp(() => 0).client;
    const high = setUp(() => 1).client;
    expect(low.nextDelay(1006)).toBe(500);
    expect(high.nextDelay(1006)).toBe(1_000);

    const { client, sockets, last } = setUp(() => 1);
    client.start();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const before = sockets.length;
      last().drop();
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it('starts over from a short delay once a connection opened', () => {
    const { client, sockets, last } = setUp(() => 1);
    client.start();
    last().drop();
    vi.advanceTimersByTime(1_000);
    last().drop();
    vi.advanceTimersByTime(2_000);
    last().open();
    last().drop();
    const before = sockets.length;
    vi.advanceTimersByTime(1_000);
    expect(sockets.length).toBe(before + 1);
  });

  it('waits a minute after a close for policy (1008) and stops when the session ended (4401)', () => {
    const { client, sockets, last } = setUp(() => 0);
    client.start();
    last().open();
    last().drop(1008);
    vi.advanceTimersByTime(59_000);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
    last().open();
    last().drop(4401);
    vi.advanceTimersByTime(10 * 60_000);
    expect(sockets).toHaveLength(2);
    expect(client.status).toBe('closed');
  });

  it('paces its frames under the server budget of 10 a second', () => {
    const { client, last } = setUp();
    client.start();
    last().open();
    const topics = Array.from(
      { length: 15 },
      (_, index) => `journey:00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    for (const topic of topics) client.listen(topic, vi.fn());
    expect(last().sent).toHaveLength(9);
    vi.advanceTimersByTime(1_000);
    expect(last().sent).toHaveLength(15);
  });

  it('pings while open and replaces a socket that has gone silent', () => {
    const { client, sockets, last } = setUp();
    client.start();
    last().open();
    vi.advanceTimersByTime(heartbeatMs);
    expect(last().sent).toContainEqual({ type: 'ping' });
    last().receive({ type: 'pong' });
    vi.advanceTimersByTime(heartbeatMs * 3);
    // No answer for over a minute: closed and tried again.
    vi.advanceTimersByTime(2_000);
    expect(sockets.length).toBeGreaterThan(1);
  });

  it('passes typing on to typing listeners and leaves topics nobody listens to', () => {
    const { client, last } = setUp();
    const typing = vi.fn();
    client.start();
    last().open();
    const stop = client.listen(topicA, vi.fn());
    client.listenTyping(topicA, typing);
    last().receive({
      type: 'event',
      topic: topicA,
      id: '',
      event: 'typing',
      data: { userId: 'u1' },
    });
    expect(typing).toHaveBeenCalledWith('u1', true);
    last().receive({
      type: 'event',
      topic: topicA,
      id: '4-0',
      event: 'message.created',
      data: { conversationId: 'c1', messageId: 'm1', senderId: 'u1' },
    });
    expect(typing).toHaveBeenLastCalledWith('u1', false);
    client.typing(topicA);
    stop();
    vi.advanceTimersByTime(1_000);
    expect(last().sent.slice(-2)).toEqual([
      { type: 'typing', topic: topicA },
      { type: 'unsubscribe', topic: topicA },
    ]);
  });

  it('does not join again a topic the server refused', () => {
    const { client, last } = setUp();
    client.listen(topicB, vi.fn());
    client.start();
    last().open();
    last().receive({ type: 'unsubscribed', topic: topicB, reason: 'forbidden' });
    last().drop();
    vi.advanceTimersByTime(1_000);
    last().open();
    expect(last().sent).toEqual([]);
  });
});
