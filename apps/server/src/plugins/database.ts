import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@/db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/**
 * Makes the database reachable from every route. Its lifetime belongs to whoever
 * created it (main or a test), not to the app: closing the app leaves it open.
 */
export const databasePlugin = fp(
  (app: FastifyInstance, options: { database: Database }, done: () => void) => {
    app.decorate('database', options.database);
    done();
  },
  { name: 'database' },
);
