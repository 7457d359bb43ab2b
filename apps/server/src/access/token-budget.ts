import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@/errors';

export interface TokenBudgetOptions {
  /** Requests per window per token (config.rateLimits.apiTokenRequests). */
  maxRequests: number;
  windowSeconds: number;
}

/**
 * Each personal access token has its own request budget (429 RATE_LIMITED with Retry-After;
 * the RateLimit-* headers tell a client where it stands), counted in Redis when configured.
 */
export function createTokenBudget(
  app: FastifyInstance,
  { maxRequests, windowSeconds }: TokenBudgetOptions,
) {
  const limit = app.createRateLimit({
    max: maxRequests,
    timeWindow: windowSeconds * 1000,
    keyGenerator: (request) => `api-token:${request.caller?.apiToken?.id ?? ''}`,
  });

  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const outcome = await limit(request);
    // (An allow-listed key answers without counts; this limiter has no allow list.)
    if ('remaining' in outcome) {
      reply.header('ratelimit-limit', String(maxRequests));
      reply.header('ratelimit-remaining', String(Math.max(0, outcome.remaining)));
      reply.header('ratelimit-reset', String(outcome.ttlInSeconds));
    }
    if (!outcome.isAllowed && outcome.isExceeded) {
      const seconds = Math.max(1, outcome.ttlInSeconds);
      reply.header('retry-after', String(seconds));
      throw new AppError(
        'RATE_LIMITED',
        `This access token made too many requests. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
      );
    }
  };
}
