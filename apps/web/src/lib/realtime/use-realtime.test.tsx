import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRealtime } from '@/lib/realtime/realtime-store';
import {
  sendTyping,
  typingShownMs,
  useRealtimeStatus,
  useRealtimeTopic,
  useTypingPeople,
} from '@/lib/realtime/use-realtime';

const topic = 'conversation:00000000-0000-4000-8000-0000000000c1';

class FakeWebSocket {
  static last: FakeWebSocket | undefined;
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor() {
    FakeWebSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
}

const typingFrame = (userId: string) => ({
  data: JSON.stringify({ type: 'event', topic, id: '', event: 'typing', data: { userId } }),
});

describe('the realtime hooks', () => {
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    stop = startRealtime(() => undefined);
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const open = () =>
    act(() => {
      FakeWebSocket.last!.readyState = 1;
      FakeWebSocket.last!.onopen?.({});
    });

  it('reports the status, joins a topic while mounted and hands over its events', () => {
    const onEvent = vi.fn();
    const { result, unmount } = renderHook(() => {
      useRealtimeTopic(topic, onEvent);
      return useRealtimeStatus();
    });
    expect(result.current).toBe('connecting');
    open();
    expect(result.current).toBe('open');
    const socket = FakeWebSocket.last!;
    expect(socket.sent).toEqual([{ type: 'subscribe', topic }]);
    act(() => {
      socket.onmessage?.({
        data: JSON.stringify({ type: 'event', topic, id: '3-0', event: 'message', data: 1 }),
      });
    });
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ id: '3-0', data: 1 }));
    unmount();
    vi.advanceTimersByTime(200);
    expect(socket.sent).toContainEqual({ type: 'unsubscribe', topic });
  });

  /** A joined topic on an open socket, where Ada and then Bob have just said they are typing. */
  function adaAndBobTyping() {
    const { result } = renderHook(() => {
      useRealtimeTopic(topic, () => undefined);
      return useTypingPeople(topic);
    });
    open();
    const socket = FakeWebSocket.last!;
    act(() => socket.onmessage?.(typingFrame('ada')));
    act(() => socket.onmessage?.(typingFrame('bob')));
    expect(result.current).toEqual(['ada', 'bob']);
    return { result, socket };
  }

  it('lists who is typing for a few seconds after their last signal, and sends typing', () => {
    const { result, socket } = adaAndBobTyping();
    act(() => {
      vi.advanceTimersByTime(typingShownMs - 1_000);
    });
    act(() => socket.onmessage?.(typingFrame('bob')));
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current).toEqual(['bob']);
    act(() => {
      vi.advanceTimersByTime(typingShownMs);
    });
    expect(result.current).toEqual([]);

    sendTyping(topic);
    expect(socket.sent).toContainEqual({ type: 'typing', topic });
  });

  it('stops showing someone as typing the moment their message arrives', () => {
    const { result, socket } = adaAndBobTyping();
    const sent = { conversationId: 'c1', messageId: 'm1', senderId: 'bob' };
    act(() =>
      socket.onmessage?.({
        data: JSON.stringify({
          type: 'event',
          topic,
          id: '5-0',
          event: 'message.created',
          data: sent,
        }),
      }),
    );
    expect(result.current).toEqual(['ada']);
    // Bob's old timer does not come back to remove anyone later.
    act(() => {
      vi.advanceTimersByTime(typingShownMs);
    });
    expect(result.current).toEqual([]);
  });
});
