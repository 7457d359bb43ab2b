import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, or null for a visitor. Set by the auth feature. */
    userId: string | null;
  }
}

/**
 * Every request starts anonymous. The accounts feature (features/auth/plugin.ts) resolves
 * the session cookie or bearer JWT in an onRequest hook and sets `request.userId`; routes
 * pass it to withUser().
 */
export const requestUser = fp(
  (app: FastifyInstance, _options: unknown, done: () => void) => {
    app.decorateRequest('userId', null);
    done();
  },
  { name: 'request-user' },
);

/** For routes that need a signed-in caller: their id, or 401 'Not authenticated'. */
export function requireUserId(request: FastifyRequest): string {
  if (!request.userId) throw new AppError('UNAUTHENTICATED');
  return request.userId;
}
