import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  accessForMethod,
  scopesAllow,
  type ApiTokenResource,
} from '@waymark/shared/api-tokens/scopes';
import { AppError } from '@/errors';
import { resourceOfRoute } from '@/features/api-access/route-scopes';

export interface TokenGuardOptions {
  /** Requests per window per token (config.rateLimits.apiTokenRequests). */
  maxRequests: number;
  windowSeconds: number;
}

/**
 * What a personal access token may call, decided once per request for every route of the
 * API scope it is registered in (api-routes.ts), right after the identity step and before
 * the body is read:
 *
 * 1. the route must map to a resource (route-scopes.ts), else 403 TOKEN_NOT_ALLOWED;
 * 2. the token's scopes must cover it: read for GET/HEAD, write otherwise, else 403
 *    INSUFFICIENT_SCOPE;
 * 3. each token has its own request budget (429 RATE_LIMITED with Retry-After; the
 *    RateLimit-* headers tell a client where it stands), counted in Redis when configured;
 * 4. writes need the owner's access (billing rule, 402 SUBSCRIPTION_REQUIRED): tokens are a
 *    Pro feature. Reading and exporting one's own data stays open, as in the app.
 *
 * Cookie and JWT callers pass untouched. Row-level security does the rest: the handlers run
 * `withUser(owner)` as for any signed-in caller.
 */
export const tokenGuard = fp(
  (app: FastifyInstance, { maxRequests, windowSeconds }: TokenGuardOptions, done: () => void) => {
    const limit = app.createRateLimit({
      max: maxRequests,
      timeWindow: windowSeconds * 1000,
      keyGenerator: (request) => `api-token:${request.caller?.apiToken?.id ?? ''}`,
    });

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.caller?.apiToken;
      if (!token) return;
      const resource = resourceOfRoute(request.routeOptions.url, request.routeOptions.config);
      // No route at all: the API's JSON 404 says so, whoever asks.
      if (request.routeOptions.url === undefined) return;
      if (resource === null) throw new AppError('TOKEN_NOT_ALLOWED');
      if (resource !== 'public') requireScope(token.scopes, resource, request.method);

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
      if (resource !== 'public') await app.requireAccess.call(app, request, reply);
    });
    done();
  },
  { name: 'api-token-guard', dependencies: ['billing-access-guard'] },
);

function requireScope(scopes: readonly string[], resource: ApiTokenResource, method: string) {
  const access = accessForMethod(method);
  if (scopesAllow(scopes, resource, access)) return;
  throw new AppError(
    'INSUFFICIENT_SCOPE',
    `This access token needs the ${resource}:${access} scope for this request`,
  );
}
