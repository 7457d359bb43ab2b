import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
// The plugin's own stores: ours only chooses between them per call.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface Store extends FastifyRateLimitStore {
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
}
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * Counters in Redis while it answers, in this node's memory while it does not: with Redis down,
 * each node keeps counting on its own (a budget is then per node, not per installation) instead
 * of refusing every attempt or letting them through uncounted. A call Redis fails is counted
 * here; calls skip Redis at once while its connection is not ready, so nobody waits on a dead
 * server. When Redis returns, its counters (which expire with their windows) take over again.
 */
export function nodeFallbackStore(
  redis: Redis,
  nameSpace: string,
  cacheSize: number,
): FastifyRateLimitStoreCtor {
  class NodeFallbackStore implements Store {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      this.call('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number) {
      this.call('read', key, callback, timeWindow, max);
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      return new NodeFallbackStore(
        this.shared.child(routeOptions) as Store,
        this.local.child(routeOptions) as Store,
      );
    }

    private call(
      method: 'incr' | 'read',
      key: string,
      callback: Callback,
      timeWindow: number,
      max: number,
    ) {
      if (redis.status !== 'ready') {
        this.local[method](key, callback, timeWindow, max);
        return;
      }
      this.shared[method](
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          this.local[method](key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
  }

  return function (options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
    const { continueExceeding = false, exponentialBackoff = false } = options;
    return new NodeFallbackStore(
      new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace) as Store,
      new LocalStore(continueExceeding, exponentialBackoff, cacheSize) as Store,
    );
  } as unknown as FastifyRateLimitStoreCtor;
}
