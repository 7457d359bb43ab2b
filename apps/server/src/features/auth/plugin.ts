import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '@/config';
import type { Auth } from '@/capabilities/identity/auth';
import type { ResolveOptions } from '@/features/auth/credentials';
import { resolveAuthSecret } from '@/capabilities/identity/secret';
import { createSessionCache } from '@/features/auth/session-cache';
import { createMailer } from '@/capabilities/mail/service';
import { clientAddressHeader } from '@/lib/client-address';
import type { Caller } from '@/plugins/caller';

const warmUpDelayMs = 1_000;
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyInstance {
    /** better-auth, loaded on first use (or just after listen): it is a large part of the bundle. */
    auth(): Promise<Auth>;
    /** Who is behind a request's session cookie or bearer JWT, null for a visitor. */
    resolveCaller(request: FastifyRequest, options?: ResolveOptions): Promise<Caller | null>;
  }
}

/**
 * Accounts: better-auth on our database, the mailer it sends through, and the one identity
 * hook: for every API request it turns a session cookie or bearer JWT into `request.caller`
 * (user, session, assurance level), after the second-factor gate. Route groups declare what
 * they require (`signedIn` in plugins/caller.ts); routes pass the caller's id to withUser().
 *
 * better-auth, jose and the credential checks load lazily so start-up, which has a
 * budget, does not parse them; the secret is resolved now so a bad DATA_DIR fails fast.
 */
export const accounts = fp(
  (app: FastifyInstance, { config }: { config: Config }, done: () => void) => {
    const secret = resolveAuthSecret(config.auth.secret, config.dataDir);
    const auth = loadOnce(async () => {
      const [{ createAuth }, mailer] = await Promise.all([
        import('@/capabilities/identity/auth'),
        createMailer(config.mail, config.dataDir, app.log),
      ]);
      return createAuth({ config, db: app.database.db, secret, mailer, logger: app.log });
    });
    app.decorate('auth', auth);

    // Sessions as last checked, trusted only while this process hears of every session that
    // ends or changes (the database's notices, migration 0015), from any process.
    const sessions = createSessionCache();
    app.realtimeSessions.onChanged((userId) => {
      if (userId === null) sessions.clear();
      else sessions.evictUser(userId);
    });
    let stopListening: (() => Promise<void>) | undefined;
    // Not awaited: a database that is down must not hold start-up back (health says 503);
    // until listening, the cache stays off and every request asks the database.
    app.addHook('onReady', (ready) => {
      app.database
        .listen('session_changed', {
          onNotice: (sessionId) => sessions.evictSession(sessionId),
          onListening: (listening) => sessions.setEnabled(listening),
        })
        .then(
          (stop) => (stopListening = stop),
          (error: unknown) => app.log.warn({ err: error }, 'Not listening for ended sessions'),
        );
      ready();
    });
    app.addHook('onClose', async () => {
      await stopListening?.();
    });

    const resolver = loadOnce(async () => {
      const { createCredentialResolver } = await import('@/features/auth/credentials');
      return createCredentialResolver({
        auth: await auth(),
        db: app.database.db,
        secret,
        publicUrl: config.publicUrl,
        sessions,
      });
    });
    app.decorate('resolveCaller', async (request: FastifyRequest, options?: ResolveOptions) =>
      (await resolver())(request, options),
    );

    // last_active of the caller's device, written at most once a minute per session, after
    // the request has been let through (never awaited by it).
    const sessionActivity = loadOnce(async () => {
      const { createActivityTracker } = await import('@/capabilities/active-sessions/activity');
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
      const credentials = await app.resolveCaller(request, { cookieOnly: ownAuthEndpoint });
      if (!credentials) return;
      // A personal access token is its scopes, checked per route (features/api-access/
      // token-guard.ts); it was made by a session that had passed the second-factor gate.
      if (credentials.credential === 'token') {
        request.caller = credentials;
        return;
      }
      const { gateBySecondFactor } = await import('@/features/factors/assurance-service');
      const caller = await gateBySecondFactor(app.database.db, request, credentials);
      if (!caller) return;
      request.caller = caller;
      // The device list's "last active" is about devices: the web app's cookie sessions.
      if (caller.credential === 'cookie' && !ownAuthEndpoint) {
        // Off the request path: the answer never waits for this bookkeeping write (the
        // tracker catches its own failures).
        sessionActivity()
          .then((touch) => touch(caller.userId, caller.sessionId, request.log))
          .catch((error: unknown) => request.log.warn({ err: error }, 'Session activity not kept'));
      }
    });

    // A request of this process that may have ended or changed sessions (signing out,
    // revoking, a new password, deleting the account, a second factor) forgets them before it
    // answers, so the next request here asks the database even if the notice is still on its
    // way. A password reset, account deletion or "This wasn't me" by mailed link has no caller:
    // it forgets all.
    app.addHook('onSend', (request, _reply, payload, done) => {
      const ended = sessionsMaybeEndedBy(request);
      if (ended === 'all') sessions.clear();
      else if (ended) sessions.evictUser(ended.userId);
      // The other nodes hear it through the realtime bus (Redis with REDIS_URL) as well as
      // from the database's notice; their sockets of this user are checked again.
      // Only for the requests that end sessions (not every write): each costs a recheck there.
      if (ended && endsSessions(request)) {
        void app.realtimeSessions.changed(ended === 'all' ? null : ended.userId);
      }
      done(null, payload);
    });

    // Where API clients and other services find the keys that sign our JWTs.
    app.get('/.well-known/jwks.json', async (_request, reply) => {
      const jwks = await (await auth()).api.getJwks();
      return reply.header('cache-control', 'public, max-age=300').send(jwks);
    });
    done();
  },
  { name: 'accounts', dependencies: ['database', 'request-caller', 'realtime'] },
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

/**
 * Whose sessions a request may have ended or changed: any write of a signed-in caller and any
 * of better-auth's own endpoints (sign-out, revocations, password, second factor); everyone's
 * for a password reset or account deletion by mailed link, which has no caller.
 */
function sessionsMaybeEndedBy(request: FastifyRequest): { userId: string } | 'all' | null {
  const url = request.url;
  const authEndpoint = url.startsWith('/api/auth/');
  if (!authEndpoint && (safeMethods.has(request.method) || !url.startsWith('/api/'))) return null;
  if (request.caller) return request.caller;
  if (authEndpoint && (url.includes('reset-password') || url.includes('delete-user'))) return 'all';
  // The "This wasn't me" link of a sign-in alert (issue 19), followed signed out.
  if (url.startsWith('/api/sign-in-alerts/deny') && request.method === 'POST') return 'all';
  return null;
}

/**
 * Requests that end sessions: better-auth's, the device list's revocations, account deletion,
 * a personal access token's revocation.
 */
function endsSessions(request: FastifyRequest): boolean {
  const url = request.url;
  if (safeMethods.has(request.method)) return false;
  return (
    url.startsWith('/api/auth/') ||
    url.startsWith('/api/sessions/') ||
    // A revoked personal access token ends the sockets it opened.
    (request.method === 'DELETE' && url.startsWith('/api/tokens/')) ||
    (request.method === 'DELETE' && url.split('?', 1)[0] === '/api/me')
  );
}

/** Only a request carrying a bearer token or a session cookie costs any work. */
function hasCredentials(request: FastifyRequest): boolean {
  return (
    request.headers.authorization !== undefined ||
    (request.headers.cookie?.includes('session_token') ?? false)
  );
}
