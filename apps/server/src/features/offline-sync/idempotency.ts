import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import {
  PENDING_STATUS,
  dropExpiredKeys,
  keepAnswer,
  releaseKey,
  takeKey,
} from '@/features/offline-sync/queries';

/** How long a first answer is kept for repeats. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The writes an offline outbox replays (issue 19): ticking and unticking a step, adding a
 * step, editing a step (its note). Only these honour `Idempotency-Key`; elsewhere it is
 * ignored, as any unknown header.
 */
const replayable = new Set([
  'POST /api/steps/:id/complete',
  'POST /api/steps/:id/uncomplete',
  'POST /api/journeys/:id/steps',
  'PATCH /api/steps/:id',
]);
const keyPattern = /^[A-Za-z0-9_-]{8,100}$/;

interface Held {
  userId: string;
  key: string;
  scope: string;
}

/**
 * `Idempotency-Key` for the replayable writes: the first request with a key runs and its
 * answer is kept (24 h); a repeat gets that answer again (`Idempotent-Replayed: true`) without
 * running; the same key on another request (route, target or body) is a 409. A request still
 * running holds its key, so a racing repeat gets 409 and retries later. A failed first request
 * gives the key back. Keys are per person, under row-level security.
 */
export const idempotencyKeys = fp(
  (app: FastifyInstance, _options: unknown, done: () => void) => {
    const held = new WeakMap<FastifyRequest, Held>();

    app.addHook('preHandler', async (request, reply) => {
      const header = request.headers['idempotency-key'];
      if (header === undefined) return;
      const route = `${request.method} ${request.routeOptions.url ?? ''}`;
      const userId = request.caller?.userId;
      if (!replayable.has(route) || !userId) return;
      const key = Array.isArray(header) ? header[0] : header;
      if (!key || !keyPattern.test(key)) {
        throw new AppError(
          'VALIDATION_FAILED',
          'Idempotency-Key must be 8 to 100 letters, digits, "-" or "_"',
          { details: [{ path: 'Idempotency-Key', message: 'Invalid idempotency key' }] },
        );
      }
      const scope = `${route} ${request.url.split('?', 1)[0]} ${createHash('sha256')
        .update(JSON.stringify(request.body ?? null))
        .digest('base64url')}`;
      const db = app.database.db;
      const outcome = await withUser(db, userId, async (tx) => {
        await dropExpiredKeys(tx, userId, new Date(Date.now() - IDEMPOTENCY_TTL_MS));
        return takeKey(tx, { userId, key, scope });
      });
      if (outcome.taken) {
        held.set(request, { userId, key, scope });
        return;
      }
      if (outcome.scope !== scope) {
        throw new AppError('CONFLICT', 'This Idempotency-Key was used for another request');
      }
      if (outcome.statusCode === PENDING_STATUS) {
        throw new AppError('IDEMPOTENCY_KEY_IN_USE');
      }
      return reply
        .code(outcome.statusCode)
        .header('idempotent-replayed', 'true')
        .send(outcome.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const holding = held.get(request);
      if (!holding) return payload;
      held.delete(request);
      const db = app.database.db;
      if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
        await withUser(db, holding.userId, (tx) =>
          keepAnswer(tx, { ...holding, statusCode: reply.statusCode, body: JSON.parse(payload) }),
        );
      } else {
        await withUser(db, holding.userId, (tx) => releaseKey(tx, holding.userId, holding.key));
      }
      return payload;
    });
    done();
  },
  { name: 'idempotency-keys' },
);
