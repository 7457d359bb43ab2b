import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Topic } from '@waymark/shared/realtime/frames';
import {
  keptEventsPerTopic,
  type BusHandlers,
  type BusSignal,
  type MessageBus,
} from '@/realtime/bus';

/** An idle topic's stream goes after a day: nobody resumes from that far back. */
const streamTtlMs = 24 * 60 * 60 * 1000;
/** A node refreshes its presence entries this often; they lapse after three misses. */
const presenceRefreshMs = 30_000;
const presenceTtlMs = 3 * presenceRefreshMs;
/**
 * Events and signals a node holds while Redis does not answer, sent in order when it returns;
 * past this many the oldest go (their clients reload when a resume finds the gap).
 */
export const maxHeldWhileDown = 10_000;

/**
 * Appends to the topic's capped stream and announces the event to every node in one atomic
 * step, so the order nodes hear events in is the order a resume replays them in.
 * KEYS: stream, channel. ARGV: max length, ttl ms, payload.
 */
const appendScript = `
local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', 'p', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
redis.call('PUBLISH', KEYS[2], id .. '\\n' .. ARGV[3])
return id`;

const streamId = /^\d{1,20}-\d{1,20}$/;

/** A stream id starts with the time Redis appended it, in ms. */
const atOf = (id: string) => Number(id.slice(0, id.indexOf('-')));

interface Payload {
  topic: Topic;
  event: string;
  data: unknown;
}

export interface RedisBusOptions {
  url: string;
  /** REDIS_KEY_PREFIX: installations (and test runs) sharing one Redis keep apart. */
  keyPrefix: string;
  logger: FastifyBaseLogger;
}

/**
 * The bus of several nodes: a capped Redis stream per topic keeps the last events (resume),
 * pub/sub carries each event and signal to every node. Streams and pub/sub, never PostgreSQL
 * LISTEN/NOTIFY, whose commit-time lock caps notifying commits (docs/DESIGN.md).
 */
export function createRedisBus({ url, keyPrefix, logger }: RedisBusOptions): MessageBus {
  const nodeId = randomBytes(6).toString('hex');
  const options = { maxRetriesPerRequest: 2, connectTimeout: 5_000, lazyConnect: true };
  const commands = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const connection of [commands, subscriber]) {
    connection.on('error', (error: unknown) =>
      logger.warn({ err: error }, 'Realtime Redis connection error'),
    );
  }
  const eventsChannel = `${keyPrefix}realtime:events`;
  const signalsChannel = `${keyPrefix}realtime:signals`;
  const streamOf = (topic: Topic) => `${keyPrefix}realtime:topic:${topic}`;
  const presenceOf = (userId: string) => `${keyPrefix}realtime:online:${userId}`;
  const localPresence = new Map<string, number>();
  let refresh: NodeJS.Timeout | undefined;
  let localHandlers: BusHandlers | undefined;

  // A committed change's event must not be lost to a Redis outage: what cannot be sent now is
  // held in order and sent when the connection is ready again (nothing goes ahead of it).
  const held: Array<() => Promise<unknown>> = [];
  let sending = false;
  const sendHeld = async () => {
    if (sending) return;
    sending = true;
    try {
      while (held.length > 0 && commands.status === 'ready') {
        await held[0]!();
        held.shift();
      }
    } catch (error) {
      logger.warn(
        { err: error, held: held.length },
        'Realtime Redis still failing; holding events',
      );
    } finally {
      sending = false;
    }
  };
  commands.on('ready', () => {
    if (held.length > 0)
      logger.info({ held: held.length }, 'Realtime Redis back: sending held events');
    void sendHeld();
  });
  /** Runs `send` now when Redis answers; else holds it (or drops it). Resolves false then. */
  const sendOrHold = async (send: () => Promise<unknown>, hold = true): Promise<boolean> => {
    if (commands.status === 'ready' && held.length === 0) {
      try {
        await send();
        return true;
      } catch (error) {
        // A refusal while connected is a real error (a bad script, a full server), not an outage.
        if (commands.status === 'ready') throw error;
      }
    }
    if (!hold) return false;
    if (held.length >= maxHeldWhileDown) held.shift();
    held.push(send);
    return false;
  };

  const refreshPresence = async () => {
    if (localPresence.size === 0) return;
    const pipeline = commands.pipeline();
    for (const [userId, count] of localPresence) {
      pipeline.hset(presenceOf(userId), nodeId, count).pexpire(presenceOf(userId), presenceTtlMs);
    }
    await pipeline.exec();
  };

  return {
    async publish(topic, event, data) {
      const payload = JSON.stringify({ topic, event, data } satisfies Payload);
      let id: string | null = null;
      await sendOrHold(async () => {
        const appended = await commands.eval(
          appendScript,
          2,
          streamOf(topic),
          eventsChannel,
          keptEventsPerTopic,
          streamTtlMs,
          payload,
        );
        id = String(appended);
      });
      return id;
    },
    async signal(signal: BusSignal) {
      // Typing indicators are not worth holding; the rest is, and this node's own sockets need
      // not wait for Redis to drop a subscription or recheck sessions (a block, a sign-out).
      const worthHolding = signal.kind !== 'ephemeral';
      const sent = await sendOrHold(
        () => commands.publish(signalsChannel, JSON.stringify(signal)),
        worthHolding,
      );
      if (!sent && worthHolding) localHandlers?.onSignal(signal);
    },
    async replay(topic, since) {
      if (!streamId.test(since)) return null;
      // The id the client saw must still be kept: else events between it and the oldest
      // kept one were trimmed away, and a partial replay would look complete.
      const seen = await commands.xrange(streamOf(topic), since, since);
      if (seen.length === 0) return null;
      const after = await commands.xrange(
        streamOf(topic),
        `(${since}`,
        '+',
        'COUNT',
        keptEventsPerTopic,
      );
      return after.flatMap(([id, fields]) => {
        const payload = fields[1];
        if (payload === undefined) return [];
        const { event, data } = JSON.parse(payload) as Payload;
        return [{ topic, id, event, data, at: atOf(id) }];
      });
    },
    async setLocalPresence(userId, count) {
      if (count > 0) {
        localPresence.set(userId, count);
        await commands
          .pipeline()
          .hset(presenceOf(userId), nodeId, count)
          .pexpire(presenceOf(userId), presenceTtlMs)
          .exec();
      } else {
        localPresence.delete(userId);
        await commands.hdel(presenceOf(userId), nodeId);
      }
    },
    async isOnline(userId) {
      const counts = await commands.hvals(presenceOf(userId));
      return counts.some((count) => Number(count) > 0);
    },
    async start(handlers: BusHandlers) {
      localHandlers = handlers;
      await Promise.all([commands.connect(), subscriber.connect()]);
      subscriber.on('message', (channel: string, message: string) => {
        try {
          if (channel === eventsChannel) {
            const newline = message.indexOf('\n');
            const payload = JSON.parse(message.slice(newline + 1)) as Payload;
            const id = message.slice(0, newline);
            handlers.onEvent({ ...payload, id, at: atOf(id) });
          } else if (channel === signalsChannel) {
            handlers.onSignal(JSON.parse(message) as BusSignal);
          }
        } catch (error) {
          logger.warn({ err: error }, 'Unreadable realtime message');
        }
      });
      await subscriber.subscribe(eventsChannel, signalsChannel);
      // Back after an outage: ioredis subscribes again as it becomes ready; once a ping on
      // the same connection answers, that subscription is in place. What was published
      // meanwhile never reached this node, so every socket here reloads what it listens to.
      subscriber.on('ready', () => {
        subscriber
          .ping()
          .then(() => handlers.onGap())
          .catch((error: unknown) => logger.warn({ err: error }, 'Realtime resubscribe failed'));
      });
      refresh = setInterval(() => {
        refreshPresence().catch((error: unknown) =>
          logger.warn({ err: error }, 'Realtime presence refresh failed'),
        );
      }, presenceRefreshMs);
      refresh.unref();
    },
    async close() {
      clearInterval(refresh);
      const mine = [...localPresence.keys()];
      if (mine.length > 0) {
        const pipeline = commands.pipeline();
        for (const userId of mine) pipeline.hdel(presenceOf(userId), nodeId);
        await pipeline.exec().catch(() => undefined);
      }
      await Promise.all(
        [commands, subscriber].map((connection) =>
          connection.quit().catch(() => connection.disconnect()),
        ),
      );
    },
  };
}
