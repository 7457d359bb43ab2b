import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Topic } from '@waymark/shared/realtime/frames';
import {
  keptEventsPerTopic,
  type BusEvent,
  type BusHandlers,
  type BusSignal,
  type MessageBus,
} from '@/realtime/bus';

const done = Promise.resolve();

/** Topics whose recent events one process keeps; the least recently used go first. */
const keptTopics = 20_000;

/**
 * The single-node bus: events go straight to this process's sockets, the last ones of each
 * topic stay in a bounded ring. Ids carry this process's start so that, after a restart, an
 * old id is unknown (the client reloads) rather than mistaken for a recent one.
 */
export function createMemoryBus(): MessageBus {
  const epoch = randomBytes(4).toString('hex');
  let sequence = 0;
  const rings = new LRUCache<Topic, BusEvent[]>({ max: keptTopics });
  const presence = new Map<string, number>();
  let handlers: BusHandlers | undefined;

  return {
    publish(topic, event, data) {
      sequence += 1;
      const message: BusEvent = { topic, id: `${epoch}-${sequence}`, event, data, at: Date.now() };
      const ring = rings.get(topic) ?? [];
      ring.push(message);
      if (ring.length > keptEventsPerTopic) ring.splice(0, ring.length - keptEventsPerTopic);
      rings.set(topic, ring);
      handlers?.onEvent(message);
      return Promise.resolve(message.id);
    },
    signal(signal: BusSignal) {
      handlers?.onSignal(signal);
      return done;
    },
    replay(topic, since) {
      const ring = rings.get(topic) ?? [];
      const at = ring.findIndex((message) => message.id === since);
      return Promise.resolve(at === -1 ? null : ring.slice(at + 1));
    },
    setLocalPresence(userId, count) {
      if (count > 0) presence.set(userId, count);
      else presence.delete(userId);
      return done;
    },
    isOnline(userId) {
      return Promise.resolve((presence.get(userId) ?? 0) > 0);
    },
    start(next) {
      handlers = next;
      return done;
    },
    close() {
      handlers = undefined;
      return done;
    },
  };
}
