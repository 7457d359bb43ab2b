import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { withUser } from '@/db/with-user';
import { hookRoutes } from '@/plugins/route-hooks';
import { AppError } from '@/errors';
import { checkIdempotentRoutes } from '@/capabilities/idempotency/route-check';
import { deriveAnswerKey, openAnswer, sealAnswer } from '@/capabilities/idempotency/sealed-answer';
import {
  PENDING_STATUS,
  dropExpiredKeys,
  keepAnswer,
  releaseKey,
  takeKey,
} from '@/capabilities/idempotency/queries';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route honours `Idempotency-Key` (issue 31): every creating POST of the API, and the
     * writes the offline outbox replays. The start-up check refuses a POST answering 201 or 202
     * without it.
     */
    idempotent?: boolean;
  }
}

/** How long a first answer is kept for repeats. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

const keyPattern = /^[A-Za-z0-9_-]{8,100}$/;

interface Held {
  userId: string;
  key: string;
  scope: string;
}

/**
 * What a repeat must match to be the same request: the route, its target (path and query) and
 * a hash of the body as validated (JSON), or of its bytes (an upload). For a target without a
 * query it is the form used before issue 31, so keys the outbox took before a deploy still match.
 */
export function requestScope(request: FastifyRequest): string {
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  const body = request.body;
  const hash = createHash('sha256')
    .update(Buffer.isBuffer(body) ? body : JSON.stringify(body ?? null))
    .digest('base64url');
  return `${route} ${request.url} ${hash}`;
}

/**
 * `Idempotency-Key` with Stripe's semantics on the routes declared `config.idempotent`: the
 * first request with a key runs and its answer is kept 24 h; a repeat of the same request gets
 * that answer again (`Idempotent-Replayed: true`) without running; the key on another request
 * (route, target or body) is 422 IDEMPOTENCY_KEY_REUSED. A request still running holds its key,
 * so a racing repeat gets 409 IDEMPOTENCY_KEY_IN_USE and may retry later. A failed first
 * request (4xx, 5xx) gives the key back. Keys are per person, under row-level security, and
 * need a signed-in caller (cookie, bearer or personal access token): a visitor's is ignored.
 * Kept answers are encrypted under a key derived from the auth secret (`secret`).
 */
export const idempotencyKeys = fp(
  (app: FastifyInstance, { secret }: { secret: string }, done: () => void) => {
    checkIdempotentRoutes(app);
    const held = new WeakMap<FastifyRequest, Held>();
    const answerKey = deriveAnswerKey(secret);

    // The routes that declare it, only: every other request skips both hooks entirely.
    const declared = (route: RouteOptions) => route.config?.idempotent === true;
    const holdKey: preHandlerAsyncHookHandler = async (request, reply) => {
      const header = request.headers['idempotency-key'];
      if (header === undefined) return;
      const userId = request.caller?.userId;
      if (!userId) return;
      const key = Array.isArray(header) ? header[0] : header;
      if (!key || !keyPattern.test(key)) {
        throw new AppError(
          'VALIDATION_FAILED',
          'Idempotency-Key must be 8 to 100 letters, digits, "-" or "_"',
          { details: [{ path: 'Idempotency-Key', message: 'Invalid idempotency key' }] },
        );
      }
      const scope = requestScope(request);
      const db = app.database.db;
      const outcome = await withUser(db, userId, async (tx) => {
        await dropExpiredKeys(tx, userId, new Date(Date.now() - IDEMPOTENCY_TTL_MS));
        return takeKey(tx, { userId, key, scope });
      });
      if (!outcome.taken) {
        if (outcome.scope !== scope) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        if (outcome.statusCode === PENDING_STATUS) throw new AppError('IDEMPOTENCY_KEY_IN_USE');
        const text = openAnswer(answerKey, outcome.body);
        // The text as first sent: the route's serializer already shaped it.
        if (text !== null) {
          return reply
            .code(outcome.statusCode)
            .header('idempotent-replayed', 'true')
            .header('cache-control', 'no-store')
            .type('application/json; charset=utf-8')
            .send(text);
        }
        // Kept under another auth secret (it changed within the day): nothing to replay, so
        // the request runs and its answer is kept anew.
        request.log.warn({ key }, 'Idempotency-Key answer unreadable; running the request again');
        await withUser(db, userId, async (tx) => {
          await releaseKey(tx, userId, key);
          await takeKey(tx, { userId, key, scope });
        });
      }
      held.set(request, { userId, key, scope });
    };
    hookRoutes(app, 'preHandler', declared, holdKey);

    const keepAnswerOf: onSendAsyncHookHandler = async (request, reply, payload) => {
      const holding = held.get(request);
      if (!holding) return payload;
      held.delete(request);
      const db = app.database.db;
      if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
        await withUser(db, holding.userId, (tx) =>
          keepAnswer(tx, {
            ...holding,
            statusCode: reply.statusCode,
            body: sealAnswer(answerKey, payload),
          }),
        );
      } else {
        await withUser(db, holding.userId, (tx) => releaseKey(tx, holding.userId, holding.key));
      }
      return payload;
    };
    hookRoutes(app, 'onSend', declared, keepAnswerOf);
    done();
  },
  { name: 'idempotency-keys' },
);
