import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { realtimeCloseCodes } from '@waymark/shared/realtime/frames';
import type { Config } from '@/config';
import { AppError } from '@/errors';
import type { BusSignal, MessageBus } from '@/realtime/bus';
import type { Connection } from '@/realtime/connection';
import { createHub, defaultHubLimits, type Hub, type HubLimits } from '@/realtime/hub';
import { createMemoryBus } from '@/realtime/memory-bus';
import type { Realtime, RealtimeSessions } from '@/realtime/realtime';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    realtimeSessions: RealtimeSessions;
    /** This node's sockets (the route in realtime/routes.ts attaches to it). */
    realtimeHub: Hub;
  }
}

export interface RealtimeOptions {
  config: Config;
  limits?: Partial<HubLimits>;
  /** How often sockets are pinged; one that missed the previous ping is terminated. */
  heartbeatMs?: number;
}

/** A payload the socket endpoint accepts from a client: frames are small JSON objects. */
const maxFrameBytes = 4 * 1024;
/** A session notice may reach this process before the accounts feature forgets the session. */
const recheckDelayMs = 100;

/**
 * The realtime floor: the WebSocket server (@fastify/websocket on the app's port), the bus
 * between nodes (in-process, or Redis with REDIS_URL), `app.realtime` for features, and the
 * sockets' lifecycle: heartbeats, and closing those whose session ended on any node.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, { config, limits, heartbeatMs = 25_000 }: RealtimeOptions) => {
    await app.register(websocket, {
      options: { maxPayload: maxFrameBytes, perMessageDeflate: false },
    });
    const bus = await createBus(app, config);
    const hub = createHub(bus, app.log, { ...defaultHubLimits, ...limits });
    const sessionListeners: Array<(userId: string | null) => void> = [];

    /** Closes the sockets whose credentials no longer name the same live session. */
    const recheck = (connections: Iterable<Connection>) => {
      for (const connection of [...connections]) {
        const { ip, ...headers } = connection.credentials;
        // What the credential checks read of a request: its headers, address and logger.
        const request = { headers, ip, log: app.log } as unknown as FastifyRequest;
        app
          .resolveCaller(request)
          .then(
            (caller) =>
              caller?.userId === connection.userId && caller.sessionId === connection.sessionId,
            // Refused credentials end it; a database that cannot answer now does not.
            (error: unknown) => !(error instanceof AppError && error.code === 'UNAUTHENTICATED'),
          )
          .then((live) => {
            if (!live) connection.socket.close(realtimeCloseCodes.sessionEnded, 'Session ended');
          })
          .catch(() => undefined);
      }
    };
    const connectionsOfSession = (sessionId: string) =>
      [...hub.byUser.values()].flatMap((set) =>
        [...set].filter((connection) => connection.sessionId === sessionId),
      );

    const onSignal = (signal: BusSignal) => {
      if (signal.kind !== 'sessions') return hub.signal(signal);
      for (const listener of sessionListeners) listener(signal.userId);
      const affected =
        signal.userId === null
          ? [...hub.byUser.values()].flatMap((set) => [...set])
          : [...(hub.byUser.get(signal.userId) ?? [])];
      setTimeout(() => recheck(affected), recheckDelayMs).unref();
    };

    app.decorate('realtimeHub', hub);
    app.decorate('realtime', {
      authorize(kind, check, access) {
        hub.rules.set(kind, { check, access });
      },
      async publish(topic, event, data) {
        // The change has committed: a bus that is down must not turn it into an error.
        await bus.publish(topic, event, data).catch((error: unknown) => {
          app.log.warn({ err: error, topic, event }, 'Realtime publish failed');
        });
      },
      async drop(topic, userId, reason) {
        await bus.signal({ kind: 'drop', topic, userId, reason }).catch((error: unknown) => {
          app.log.warn({ err: error, topic }, 'Realtime drop failed');
        });
      },
      async isOnline(userId) {
        return bus.isOnline(userId).catch(() => false);
      },
      onPresence(listener) {
        hub.presenceListeners.add(listener);
      },
      async recheck(target) {
        await bus.signal({ kind: 'recheck', ...target }).catch((error: unknown) => {
          app.log.warn({ err: error }, 'Realtime recheck failed');
        });
      },
    } satisfies Realtime);
    app.decorate('realtimeSessions', {
      async changed(userId) {
        await bus.signal({ kind: 'sessions', userId }).catch((error: unknown) => {
          app.log.warn({ err: error }, 'Realtime session announcement failed');
        });
      },
      onChanged(listener) {
        sessionListeners.push(listener);
      },
    } satisfies RealtimeSessions);

    let stopListening: (() => Promise<void>) | undefined;
    const heartbeat = setInterval(() => hub.sweep(), heartbeatMs);
    heartbeat.unref();
    app.addHook('onReady', async () => {
      await bus
        .start({
          onEvent: (message) => hub.deliver(message),
          onSignal,
          onGap: () => hub.resetAll(),
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'Realtime bus did not start'));
      // Every node hears the database's notice of a session that ended or changed, whoever
      // ended it (migration 0015); its sockets of that session are checked again.
      app.database
        .listen('session_changed', {
          onNotice: (sessionId) => {
            const affected = connectionsOfSession(sessionId);
            if (affected.length > 0) setTimeout(() => recheck(affected), recheckDelayMs).unref();
          },
          onListening: () => undefined,
        })
        .then(
          (stop) => (stopListening = stop),
          (error: unknown) => app.log.warn({ err: error }, 'Realtime not listening for sessions'),
        );
    });
    app.addHook('preClose', (done) => {
      clearInterval(heartbeat);
      hub.closeAll(1001, 'Server shutting down');
      done();
    });
    app.addHook('onClose', async () => {
      await stopListening?.();
      await bus.close();
    });
  },
  { name: 'realtime', dependencies: ['database'] },
);

async function createBus(app: FastifyInstance, config: Config): Promise<MessageBus> {
  if (!config.redis) return createMemoryBus();
  const { createRedisBus } = await import('@/realtime/redis-bus');
  return createRedisBus({ ...config.redis, logger: app.log });
}
