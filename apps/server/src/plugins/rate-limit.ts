import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '@/config';
import { AppError } from '@/errors';
import { rateLimitActions, type RateLimitAction } from '@/config/rate-limit-config';
import { addressKey } from '@/plugins/rate-limit-key';
import { nodeFallbackStore } from '@/plugins/node-fallback-store';

/** Who an attempt counts against besides its address, or null when nobody can be named. */
export type AccountOf = (request: FastifyRequest) => string | null | Promise<string | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A route's preValidation hook that limits `action` per client address and, when
     * `accountOf` names one, per account: 429 RATE_LIMITED with Retry-After. Routes declare
     * it themselves, so the limit belongs to the route the router dispatched to.
     */
    limitAttempts(action: RateLimitAction, accountOf?: AccountOf): preValidationAsyncHookHandler;
    /**
     * Where attempt counters live now: `shared` in Redis (every node counts against one
     * budget), `per-node` in this process (no REDIS_URL, or Redis not answering).
     */
    limitsScope(): { redis: 'up' | 'down' | 'off'; limits: 'shared' | 'per-node' };
  }
}

/** Keys kept per limiter in memory; past that the least recently used go first. */
const memoryKeys = 20_000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type Outcome = Awaited<ReturnType<Limiter>>;

/**
 * Attempt limits on the endpoints worth guessing at, on @fastify/rate-limit: fixed windows
 * per client address (an IPv6 /64 counts as one) and per account at once. With REDIS_URL the
 * counters live in Redis, so every node counts against the same budget; otherwise, and while
 * Redis does not answer, in this process's memory (nodeFallbackStore): a Redis outage makes
 * budgets per node for its length instead of refusing every attempt.
 *
 * An attempt is refused when any of its budgets is spent, and a refused attempt spends none,
 * so a flood on one account does not also use up the address budget of the person behind it.
 */
export const attemptLimits = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const redis = config.redis ? connectRedis(app, config.redis.url) : undefined;
    await app.register(fastifyRateLimit, {
      // Only routes that ask for it, through limitAttempts().
      global: false,
      ...(redis
        ? {
            store: nodeFallbackStore(
              redis,
              `${config.redis?.keyPrefix ?? ''}rate-limit:`,
              memoryKeys,
            ),
          }
        : {}),
    });
    app.decorate('limitsScope', () => {
      if (!redis) return { redis: 'off', limits: 'per-node' } as const;
      return redis.status === 'ready'
        ? ({ redis: 'up', limits: 'shared' } as const)
        : ({ redis: 'down', limits: 'per-node' } as const);
    });

    const { windowSeconds, limits } = config.rateLimits;
    const accounts = new WeakMap<FastifyRequest, string>();
    const limiter = (max: number, key: (request: FastifyRequest) => string): Limiter => {
      // `cache` sizes each limiter's in-memory store; the typings leave it out of this call.
      const options = {
        max,
        timeWindow: windowSeconds * 1000,
        keyGenerator: key,
        cache: memoryKeys,
      };
      return app.createRateLimit(options);
    };
    const limiters = Object.fromEntries(
      rateLimitActions.map((action) => [
        action,
        {
          address: limiter(limits[action].perAddress, (request) =>
            [action, 'address', addressKey(request.ip)].join(':'),
          ),
          account: limiter(limits[action].perAccount, (request) =>
            [action, 'account', accounts.get(request) ?? ''].join(':'),
          ),
        },
      ]),
    ) as Record<RateLimitAction, { address: Limiter; account: Limiter }>;

    app.decorate('limitAttempts', (action: RateLimitAction, accountOf?: AccountOf) => {
      return async (request: FastifyRequest, reply) => {
        const account = accountOf ? await accountOf(request) : null;
        const budgets = [limiters[action].address];
        if (account) {
          accounts.set(request, account);
          budgets.push(limiters[action].account);
        }
        const spent = async (increment: boolean) => {
          const outcomes = await storeCall(request, () =>
            Promise.all(budgets.map((budget) => budget(request, { increment }))),
          );
          return secondsToWait(outcomes, increment);
        };
        // Look first, so a refused attempt spends no budget; then count, and still refuse if
        // other attempts (on this node or another) took the last of a budget in between.
        const seconds = (await spent(false)) ?? (await spent(true));
        if (seconds === null) return;
        reply.header('retry-after', String(seconds));
        throw new AppError(
          'RATE_LIMITED',
          `Too many attempts. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
        );
      };
    });
  },
  { name: 'attempt-limits' },
);

/**
 * The seconds until every spent budget opens again, or null when none is: a look finds a
 * budget spent when nothing remains, a count when it went past the maximum.
 */
function secondsToWait(outcomes: Outcome[], counted: boolean): number | null {
  let seconds = 0;
  for (const outcome of outcomes) {
    if (outcome.isAllowed) continue;
    const spent = counted ? outcome.isExceeded : outcome.remaining === 0;
    if (spent) seconds = Math.max(seconds, outcome.ttlInSeconds, 1);
  }
  return seconds > 0 ? seconds : null;
}

/**
 * A store that fails even in memory refuses the attempt (503) rather than letting it through
 * uncounted. (Redis failing is not such a failure: the node counts alone meanwhile.)
 */
async function storeCall<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    request.log.error({ err: error }, 'Rate-limit store failed');
    throw new AppError('DB_UNAVAILABLE', 'The rate-limit store is not available', { cause: error });
  }
}

function connectRedis(app: FastifyInstance, url: string): Redis {
  // A few quick retries, then the call fails and the node counts alone instead of waiting on
  // a dead server.
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000 });
  let down = false;
  redis.on('error', (error: unknown) => {
    if (!down) app.log.warn({ err: error }, 'Redis unreachable: attempt limits count per node');
    down = true;
  });
  redis.on('ready', () => {
    if (down) app.log.info('Redis reachable again: attempt limits are shared');
    down = false;
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

/** The e-mail a signed-out form names (sign-in, sign-up, reset, resend), as one account. */
export function bodyEmail(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  if (typeof email !== 'string' || email.trim() === '') return null;
  return `email:${email.trim().toLowerCase()}`;
}

/** The signed-in account of a request (request.caller, set by the identity hook). */
export function signedInUser(request: FastifyRequest): string | null {
  return request.caller ? `user:${request.caller.userId}` : null;
}
