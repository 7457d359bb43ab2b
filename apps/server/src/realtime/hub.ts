import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { WebSocket } from 'ws';
import {
  clientEventsPerSecond,
  clientFrameSchema,
  ephemeralEventId,
  parseTopic,
  realtimeCloseCodes,
  type ClientFrame,
  type ServerFrame,
  type Topic,
  type TopicKind,
} from '@waymark/shared/realtime/frames';
import type { BusEvent, BusSignal, MessageBus } from '@/realtime/bus';
import type { Connection, HandshakeCredentials, SocketGrant } from '@/realtime/connection';
import { atExpiry, grantRefusal } from '@/realtime/grant';
import type { TopicAccess } from '@/realtime/realtime';
import { createTokenBucket } from '@/realtime/token-bucket';

export type TopicCheck = (viewer: { userId: string }, id: string) => Promise<boolean>;

/** A feature's rule for its kind of topic: who may join, and what a token needs. */
export interface TopicRule {
  check: TopicCheck;
  access: TopicAccess;
}

/** Limits of one socket; tests shorten them. */
export interface HubLimits {
  /** Client frames a second (spec §9), also the burst allowed at once. */
  eventsPerSecond: number;
  /** Frames refused in a row before the socket is closed with 1008. */
  strikesBeforeClose: number;
  /** One `typing` per person per topic is passed on at most this often. */
  typingIntervalMs: number;
  topicsPerSocket: number;
  /** A client that reads slower than this much is queued for it is dropped. */
  maxBufferedBytes: number;
}

export const defaultHubLimits: HubLimits = {
  eventsPerSecond: clientEventsPerSecond,
  strikesBeforeClose: 20,
  typingIntervalMs: 3_000,
  topicsPerSocket: 100,
  maxBufferedBytes: 1024 * 1024,
};

export interface Identity {
  userId: string;
  sessionId: string;
  credentials: HandshakeCredentials;
  grant: SocketGrant;
}

/**
 * This node's sockets: who listens to which topic, what a client frame does, and what an
 * event or signal from the bus (from any node) means for the sockets here.
 */
export function createHub(bus: MessageBus, logger: FastifyBaseLogger, limits: HubLimits) {
  const rules = new Map<TopicKind, TopicRule>();
  const byTopic = new Map<Topic, Set<Connection>>();
  const byUser = new Map<string, Set<Connection>>();
  // Told when a person's first socket on this node opens and their last one here closes.
  const presenceListeners = new Set<(userId: string, live: boolean) => void>();
  const tellPresence = (userId: string, live: boolean) => {
    for (const listener of presenceListeners) {
      try {
        listener(userId, live);
      } catch (error) {
        logger.warn({ err: error }, 'Presence listener failed');
      }
    }
  };
  const typingPassed = new LRUCache<string, true>({ max: 50_000, ttl: limits.typingIntervalMs });

  const send = (connection: Connection, frame: ServerFrame | string) => {
    const socket = connection.socket;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      socket.terminate();
      return;
    }
    socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  };

  const leave = (connection: Connection, topic: Topic) => {
    connection.topics.delete(topic);
    connection.replaying?.delete(topic);
    const listeners = byTopic.get(topic);
    listeners?.delete(connection);
    if (listeners?.size === 0) byTopic.delete(topic);
  };

  const accessOf = (topic: Topic): TopicAccess | undefined => {
    const kind = parseTopic(topic)?.kind;
    return kind && rules.get(kind)?.access;
  };

  const allowed = async (connection: Connection, topic: Topic): Promise<boolean> => {
    const parsed = parseTopic(topic);
    const rule = parsed && rules.get(parsed.kind);
    if (!parsed || !rule) return false;
    try {
      return await rule.check({ userId: connection.userId }, parsed.id);
    } catch (error) {
      logger.warn({ err: error, topic }, 'Realtime authorisation failed');
      return false;
    }
  };

  const subscribe = async (connection: Connection, topic: Topic, since: string | undefined) => {
    if (connection.topics.has(topic)) {
      send(connection, { type: 'subscribed', topic });
      return;
    }
    if (connection.topics.size >= limits.topicsPerSocket) {
      send(connection, {
        type: 'error',
        code: 'TOO_MANY_TOPICS',
        message: `A socket listens to at most ${limits.topicsPerSocket} topics`,
      });
      return;
    }
    // A token joins only what its scopes let it read over HTTP. The error frame says which
    // scope is missing; `unsubscribed` settles the topic as any refused join does.
    const refusal = grantRefusal(connection.grant, accessOf(topic), 'read');
    if (refusal) {
      send(connection, { type: 'error', ...refusal });
      send(connection, { type: 'unsubscribed', topic, reason: 'forbidden' });
      return;
    }
    if (!(await allowed(connection, topic))) {
      send(connection, { type: 'unsubscribed', topic, reason: 'forbidden' });
      return;
    }
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    // Listening before the replay is read: what is published meanwhile waits in `replaying`.
    connection.topics.add(topic);
    let listeners = byTopic.get(topic);
    if (!listeners) byTopic.set(topic, (listeners = new Set()));
    listeners.add(connection);
    send(connection, { type: 'subscribed', topic });
    if (since === undefined) return;
    (connection.replaying ??= new Map()).set(topic, []);
    let missed: BusEvent[] | null;
    try {
      missed = await bus.replay(topic, since);
    } catch (error) {
      logger.warn({ err: error, topic }, 'Realtime replay failed');
      missed = null;
    }
    const waiting = connection.replaying.get(topic) ?? [];
    connection.replaying.delete(topic);
    if (!connection.topics.has(topic)) return;
    if (missed === null) {
      send(connection, { type: 'reset', topic });
      for (const message of waiting) send(connection, eventFrame(message));
      return;
    }
    const replayed = new Set(missed.map((message) => message.id));
    for (const message of missed) send(connection, eventFrame(message));
    for (const message of waiting)
      if (!replayed.has(message.id)) send(connection, eventFrame(message));
  };

  const typing = async (connection: Connection, topic: Topic) => {
    // Saying something into a topic is a write: a token needs the write scope of its kind
    // (messages:write for a conversation), as sending a message over HTTP does.
    const refusal = grantRefusal(connection.grant, accessOf(topic), 'write');
    if (refusal) {
      send(connection, { type: 'error', ...refusal });
      return;
    }
    // Typing is about conversations, and only those the socket has joined.
    if (!connection.topics.has(topic) || parseTopic(topic)?.kind !== 'conversation') {
      send(connection, {
        type: 'error',
        code: 'NOT_SUBSCRIBED',
        message: 'Join the conversation before saying you are typing in it',
      });
      return;
    }
    const key = `${connection.userId} ${topic}`;
    if (typingPassed.has(key)) return;
    typingPassed.set(key, true);
    await bus.signal({
      kind: 'ephemeral',
      topic,
      event: 'typing',
      data: { userId: connection.userId },
      fromUserId: connection.userId,
    });
  };

  const handle = async (connection: Connection, frame: ClientFrame) => {
    switch (frame.type) {
      case 'subscribe':
        return subscribe(connection, frame.topic, frame.since);
      case 'unsubscribe':
        leave(connection, frame.topic);
        return send(connection, { type: 'unsubscribed', topic: frame.topic, reason: 'left' });
      case 'typing':
        return typing(connection, frame.topic);
      case 'ping':
        return send(connection, { type: 'pong' });
    }
  };

  const receive = (connection: Connection, raw: string) => {
    if (!connection.bucket.take()) {
      connection.strikes += 1;
      if (connection.strikes >= limits.strikesBeforeClose) {
        connection.socket.close(realtimeCloseCodes.policy, 'Too many events');
      } else if (connection.strikes === 1) {
        send(connection, {
          type: 'error',
          code: 'RATE_LIMITED',
          message: `At most ${limits.eventsPerSecond} events a second`,
        });
      }
      return;
    }
    connection.strikes = 0;
    let frame: ClientFrame;
    try {
      frame = clientFrameSchema.parse(JSON.parse(raw));
    } catch {
      send(connection, { type: 'error', code: 'BAD_FRAME', message: 'Unknown or malformed frame' });
      return;
    }
    handle(connection, frame).catch((error: unknown) =>
      logger.warn({ err: error }, 'Realtime frame failed'),
    );
  };

  const eventFrame = (message: BusEvent): ServerFrame => ({ type: 'event', ...message });

  /** Asks the authoriser again; a refusal drops the subscription as `drop` would. */
  const recheck = async (connection: Connection, topic: Topic) => {
    if (!connection.topics.has(topic) || (await allowed(connection, topic))) return;
    if (!connection.topics.has(topic)) return;
    leave(connection, topic);
    send(connection, { type: 'unsubscribed', topic, reason: 'forbidden' });
  };

  return {
    rules,
    byUser,
    presenceListeners,
    /** Registers an open socket; resolves to its connection. */
    attach(socket: WebSocket, identity: Identity): Connection {
      const connection: Connection = {
        socket,
        ...identity,
        topics: new Set(),
        replaying: undefined,
        bucket: createTokenBucket(limits.eventsPerSecond, limits.eventsPerSecond),
        strikes: 0,
        alive: true,
      };
      // Closed when the token or JWT expires, as a request with it would be refused then.
      const stopExpiry =
        identity.grant.expiresAt === null
          ? undefined
          : atExpiry(identity.grant.expiresAt, () =>
              socket.close(
                realtimeCloseCodes.sessionEnded,
                identity.grant.credential === 'token' ? 'Access token expired' : 'JWT expired',
              ),
            );
      let mine = byUser.get(identity.userId);
      if (!mine) byUser.set(identity.userId, (mine = new Set()));
      mine.add(connection);
      const count = mine.size;
      bus.setLocalPresence(identity.userId, count).catch(() => undefined);
      if (count === 1) tellPresence(identity.userId, true);
      socket.on('message', (data, isBinary) => {
        if (isBinary) {
          socket.close(realtimeCloseCodes.policy, 'Text frames only');
          return;
        }
        receive(connection, (data as Buffer).toString('utf8'));
      });
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('close', () => {
        stopExpiry?.();
        for (const topic of [...connection.topics]) leave(connection, topic);
        const left = byUser.get(identity.userId);
        left?.delete(connection);
        if (left?.size === 0) byUser.delete(identity.userId);
        bus.setLocalPresence(identity.userId, left?.size ?? 0).catch(() => undefined);
        if (!left?.size) tellPresence(identity.userId, false);
      });
      return connection;
    },
    /** An event from the bus: to every socket here that listens to its topic. */
    deliver(message: BusEvent) {
      const listeners = byTopic.get(message.topic);
      if (!listeners) return;
      const frame = JSON.stringify(eventFrame(message));
      for (const connection of listeners) {
        const waiting = connection.replaying?.get(message.topic);
        if (waiting) waiting.push(message);
        else send(connection, frame);
      }
    },
    /** A signal from the bus; `sessions` is handled by the plugin (it re-checks credentials). */
    signal(signal: Exclude<BusSignal, { kind: 'sessions' }>) {
      if (signal.kind === 'recheck') {
        const pairs: Array<[Connection, Topic]> = [];
        if (signal.userId !== undefined) {
          for (const connection of byUser.get(signal.userId) ?? []) {
            for (const topic of connection.topics) pairs.push([connection, topic]);
          }
        }
        if (signal.topic !== undefined) {
          for (const connection of byTopic.get(signal.topic) ?? []) {
            pairs.push([connection, signal.topic]);
          }
        }
        for (const [connection, topic] of pairs) {
          recheck(connection, topic).catch(() => undefined);
        }
        return;
      }
      const listeners = byTopic.get(signal.topic);
      if (!listeners) return;
      if (signal.kind === 'drop') {
        for (const connection of [...listeners]) {
          if (connection.userId !== signal.userId) continue;
          leave(connection, signal.topic);
          send(connection, { type: 'unsubscribed', topic: signal.topic, reason: signal.reason });
        }
        return;
      }
      const frame = JSON.stringify({
        type: 'event',
        topic: signal.topic,
        id: ephemeralEventId,
        event: signal.event,
        data: signal.data,
      } satisfies ServerFrame);
      for (const connection of listeners) {
        if (connection.userId !== signal.fromUserId) send(connection, frame);
      }
    },
    /** Events may have been missed on every topic: each socket reloads what it listens to. */
    resetAll() {
      for (const [topic, listeners] of byTopic) {
        for (const connection of listeners) send(connection, { type: 'reset', topic });
      }
    },
    /** Heartbeat: a socket that did not answer the last ping is gone; the others are pinged. */
    sweep() {
      for (const connections of byUser.values()) {
        for (const connection of connections) {
          if (!connection.alive) {
            connection.socket.terminate();
            continue;
          }
          connection.alive = false;
          connection.socket.ping();
        }
      }
    },
    closeAll(code: number, reason: string) {
      for (const connections of byUser.values()) {
        for (const connection of connections) connection.socket.close(code, reason);
      }
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
