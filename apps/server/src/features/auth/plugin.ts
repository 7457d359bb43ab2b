import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '@/config';
import { createAuth, type Auth } from '@/features/auth/auth';
import { resolveUserId } from '@/features/auth/credentials';
import { resolveAuthSecret } from '@/features/auth/secret';
import { createMailer } from '@/features/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

/**
 * Accounts: better-auth on our database, the mailer it sends through, and the hook that
 * turns a session cookie or bearer JWT into `request.userId` for every API route
 * (routes pass it to withUser()). better-auth's own endpoints read credentials themselves.
 */
export const accounts = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const mailer = await createMailer(config.mail, config.dataDir, app.log);
    const secret = resolveAuthSecret(config.auth.secret, config.dataDir);
    const auth = createAuth({ config, db: app.database.db, secret, mailer, logger: app.log });
    app.decorate('auth', auth);

    app.addHook('onRequest', async (request) => {
      const url = request.url;
      if (!url.startsWith('/api/') || url.startsWith('/api/auth/')) return;
      const userId = await resolveUserId(auth, config.publicUrl, request);
      if (userId) request.userId = userId;
    });

    // Where API clients and other services find the keys that sign our JWTs.
    app.get('/.well-known/jwks.json', async (_request, reply) => {
      const jwks = await auth.api.getJwks();
      return reply.header('cache-control', 'public, max-age=300').send(jwks);
    });
  },
  { name: 'accounts', dependencies: ['database', 'request-user'] },
);
