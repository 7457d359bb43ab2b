import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '@/config';
import type { AssuranceLevel } from '@waymark/shared/factors';
import type { Auth } from '@/features/auth/auth';
import type { ResolveOptions } from '@/features/auth/credentials';
import { resolveAuthSecret } from '@/features/auth/secret';
import { createMailer } from '@/features/mail/service';
import { clientAddressHeader } from '@/lib/client-address';

const warmUpDelayMs = 1_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** better-auth, loaded on first use (or just after listen): it is a large part of the bundle. */
    auth(): Promise<Auth>;
    /** The signed-in user behind a request's session cookie or bearer JWT, null for a visitor. */
    resolveCaller(request: FastifyRequest, options?: ResolveOptions): Promise<string | null>;
  }
  interface FastifyRequest {
    /** The better-auth session behind a cookie-authenticated request; null for bearer JWTs and visitors. */
    sessionId: string | null;
    /** The assurance level of the caller's session or JWT (spec §4); null for visitors. */
    aal: AssuranceLevel | null;
  }
}

/**
 * Accounts: better-auth on our database, the mailer it sends through, and the hook that
 * turns a session cookie or bearer JWT into `request.userId` for every API route
 * (routes pass it to withUser()). better-auth's own endpoints read credentials themselves.
 *
 * better-auth, jose and the credential checks load lazily so start-up, which has a
 * budget, does not parse them; the secret is resolved now so a bad DATA_DIR fails fast.
 */
export const accounts = fp(
  (app: FastifyInstance, { config }: { config: Config }, done: () => void) => {
    const secret = resolveAuthSecret(config.auth.secret, config.dataDir);
    const auth = loadOnce(async () => {
      const [{ createAuth }, mailer] = await Promise.all([
        import('@/features/auth/auth'),
        createMailer(config.mail, config.dataDir, app.log),
      ]);
      return createAuth({ config, db: app.database.db, secret, mailer, logger: app.log });
    });
    app.decorate('auth', auth);

    const resolver = loadOnce(async () => {
      const { createCredentialResolver } = await import('@/features/auth/credentials');
      return createCredentialResolver({
        auth: await auth(),
        db: app.database.db,
        secret,
        publicUrl: config.publicUrl,
      });
    });
    app.decorate('resolveCaller', async (request: FastifyRequest, options?: ResolveOptions) =>
      (await resolver())(request, options),
    );
    app.decorateRequest('sessionId', null);
    app.decorateRequest('aal', null);

    // last_active of the caller's device, written at most once a minute per session.
    const sessionActivity = loadOnce(async () => {
      const { createActivityTracker } = await import('@/features/sessions/activity');
      return createActivityTracker(app.database.db);
    });

    // Warm up once the server has settled, so neither start-up nor the first sign-in waits.
    app.addHook('onListen', (listening) => {
      setTimeout(() => {
        auth().catch((error: unknown) => app.log.error({ err: error }, 'Accounts failed to load'));
      }, warmUpDelayMs).unref();
      listening();
    });

    app.addHook('onRequest', async (request) => {
      const url = request.url;
      // better-auth reads the client address from this header (sessions, device list);
      // overwritten on every request, whatever its URL, so a client cannot pick it.
      request.headers[clientAddressHeader] = request.ip;
      if (!url.startsWith('/api/') || !hasCredentials(request)) return;
      // better-auth's own endpoints act on the cookie alone; resolving it here puts them
      // behind the second-factor gate below too.
      const ownAuthEndpoint = url.startsWith('/api/auth/');
      const userId = await app.resolveCaller(request, { cookieOnly: ownAuthEndpoint });
      if (userId) request.userId = userId;
      if (userId && request.sessionId && !ownAuthEndpoint) {
        await (
          await sessionActivity()
        )(userId, request.sessionId, request.log);
      }
      if (userId) {
        const { enforceAssurance } = await import('@/features/factors/aal-gate');
        await enforceAssurance(app.database.db, request);
      }
    });

    // Where API clients and other services find the keys that sign our JWTs.
    app.get('/.well-known/jwks.json', async (_request, reply) => {
      const jwks = await (await auth()).api.getJwks();
      return reply.header('cache-control', 'public, max-age=300').send(jwks);
    });
    done();
  },
  { name: 'accounts', dependencies: ['database', 'request-user'] },
);

/** `load()` once, shared by every caller; a failed load is retried by the next call rather than remembered. */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** Only a request carrying a bearer token or a session cookie costs any work. */
function hasCredentials(request: FastifyRequest): boolean {
  return (
    request.headers.authorization !== undefined ||
    (request.headers.cookie?.includes('session_token') ?? false)
  );
}
