import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '@/config';
import type { Auth } from '@/capabilities/identity/auth';
import { resolveAuthSecret } from '@/capabilities/identity/secret';
import { checkSealedData, type AuthSecrets } from '@/capabilities/secret-rotation/service';
import { isDatabaseUnavailable, isMissingTable } from '@/db/errors';

const warmUpDelayMs = 1_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** better-auth, loaded on first use (or just after listen): it is a large part of the bundle. */
    auth(): Promise<Auth>;
    /** The auth secret in use and the ones it replaced (AUTH_SECRET_PREVIOUS). */
    authSecrets: AuthSecrets;
  }
}

/**
 * Accounts: better-auth on our database and the mailer it sends through, for its own endpoints
 * (features/auth/routes.ts) and the JWT signing keys. Who is calling a request is not decided
 * here: the access step (src/access/plugin.ts) reads the session cookie itself and asks for the
 * keys below only when a bearer JWT arrives.
 *
 * better-auth loads lazily so start-up, which has a budget, does not parse it; the secret is
 * resolved now so a bad DATA_DIR fails fast.
 */
export const accounts = fp(
  (app: FastifyInstance, { config }: { config: Config }, done: () => void) => {
    const secret = resolveAuthSecret(config.auth.secret, config.dataDir);
    const auth = loadOnce(async () => {
      const [{ createAuth }, mailer] = await Promise.all([
        import('@/capabilities/identity/auth'),
        app.mailer(),
      ]);
      return createAuth({ config, db: app.database.db, secret, mailer, logger: app.log });
    });
    app.decorate('auth', auth);
    const authSecrets: AuthSecrets = { current: secret, previous: config.auth.previousSecrets };
    app.decorate('authSecrets', authSecrets);

    // Before listening: a secret that cannot open the signing keys or factor secrets stops
    // start-up here, rather than every token request answering 500 (docs/DEPLOY.md).
    app.addHook('onReady', async () => {
      try {
        await checkSealedData(app.database.db, authSecrets, app.log);
      } catch (error) {
        // A real start migrates first (server.ts), so the database answered a moment ago; an
        // app built while it is away, or on a database without our schema, serves 503s until
        // that changes, as every route does.
        if (!isDatabaseUnavailable(error) && !isMissingTable(error)) throw error;
        app.log.warn(
          { err: error },
          'The sealed data could not be checked: the database is unavailable',
        );
      }
    });

    // Warm up once the server has settled, so neither start-up nor the first sign-in waits.
    app.addHook('onListen', (listening) => {
      setTimeout(() => {
        auth().catch((error: unknown) => app.log.error({ err: error }, 'Accounts failed to load'));
      }, warmUpDelayMs).unref();
      listening();
    });

    // Where API clients and other services find the keys that sign our JWTs.
    app.get('/.well-known/jwks.json', async (_request, reply) => {
      const jwks = await (await auth()).api.getJwks();
      return reply.header('cache-control', 'public, max-age=300').send(jwks);
    });
    done();
  },
  { name: 'accounts', dependencies: ['database'] },
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
