import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { EventFrame, Topic } from '@waymark/shared/realtime/frames';
import type { RealtimeStatus } from '@/lib/realtime/realtime-client';
import { currentRealtime, currentStatus, onRealtimeChange } from '@/lib/realtime/realtime-store';

/** The tab's client, re-read when it is started or stopped (sign-in, sign-out). */
function useClient() {
  return useSyncExternalStore(onRealtimeChange, currentRealtime, () => null);
}

/**
 * Calls `onEvent` for every event on `topic` (null: none) while mounted; the topic is joined
 * once per tab however many components listen. The latest `onEvent` is used, so it needs no
 * memoising.
 */
export function useRealtimeTopic(topic: Topic | null, onEvent: (frame: EventFrame) => void): void {
  const client = useClient();
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    if (!client || topic === null) return;
    return client.listen(topic, (frame) => latest.current(frame));
  }, [client, topic]);
}

export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(onRealtimeChange, currentStatus, () => 'closed' as const);
}

/** Says "I am typing" on a joined conversation topic; the server passes it on sparingly. */
export function sendTyping(topic: Topic): void {
  currentRealtime()?.typing(topic);
}

/** How long someone shows as typing after their last signal (the server sends one every ~3 s). */
export const typingShownMs = 5_000;

/** The ids of the people typing on `topic` now (never the viewer: the server leaves them out). */
export function useTypingPeople(topic: Topic | null): string[] {
  const client = useClient();
  // Kept with the topic they belong to, so switching topics shows nobody without a reset.
  const [typing, setTyping] = useState<{ topic: Topic | null; people: string[] }>({
    topic: null,
    people: [],
  });
  useEffect(() => {
    if (!client || topic === null) return;
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const update = (change: (people: string[]) => string[]) =>
      setTyping((now) => ({ topic, people: change(now.topic === topic ? now.people : []) }));
    const forget = (userId: string) => {
      timers.delete(userId);
      update((people) => people.filter((id) => id !== userId));
    };
    const stopListening = client.listenTyping(topic, (userId, isTyping) => {
      clearTimeout(timers.get(userId));
      if (!isTyping) return forget(userId);
      timers.set(
        userId,
        setTimeout(() => forget(userId), typingShownMs),
      );
      update((people) => (people.includes(userId) ? people : [...people, userId]));
    });
    return () => {
      stopListening();
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, [client, topic]);
  return typing.topic === topic && topic !== null ? typing.people : noOne;
}

const noOne: string[] = [];
