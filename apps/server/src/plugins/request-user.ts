import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, or null for a visitor. Set by the auth feature. */
    userId: string | null;
  }
}

/**
 * Every request starts anonymous. The accounts feature resolves the session in
 * an onRequest hook and sets `request.userId`; routes pass it to withUser().
 */
export const requestUser = fp(
  (app: FastifyInstance, _options: unknown, done: () => void) => {
    app.decorateRequest('userId', null);
    done();
  },
  { name: 'request-user' },
);
