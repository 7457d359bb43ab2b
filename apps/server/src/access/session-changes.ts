import type { FastifyInstance, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import type { SessionCache } from '@/access/session-cache';
import { hookRoutes, routeMayWrite } from '@/plugins/route-hooks';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Keeps the session cache honest. It is trusted only while this process hears of every session
 * that ends or changes: the database's notices (migration 0015), from any process, and the
 * realtime bus (Redis with REDIS_URL). A request of this process that may have ended sessions
 * forgets them before it answers, so the next request here asks the database even if the
 * notice is still on its way.
 */
export function trackSessionChanges(app: FastifyInstance, sessions: SessionCache): void {
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

  // Signing out, revoking, a new password, deleting the account, a second factor. A password
  // reset, account deletion or "This wasn't me" by mailed link has no caller: it forgets all.
  // Only routes that can end sessions carry the hook: writes and better-auth's own (whose
  // GETs include sign-in callbacks); a read elsewhere never pays for it.
  const mayEndSessions = (route: RouteOptions) =>
    routeMayWrite(route) || route.url.startsWith('/api/auth/');
  const forgetEnded: onSendHookHandler = (request, _reply, payload, done) => {
    const ended = sessionsMaybeEndedBy(request);
    if (ended === 'all') sessions.clear();
    else if (ended) sessions.evictUser(ended.userId);
    // The other nodes hear it through the bus as well as from the database's notice; their
    // sockets of this user are checked again. Only for the requests that end sessions (not
    // every write): each costs a recheck there.
    if (ended && endsSessions(request)) {
      void app.realtimeSessions.changed(ended === 'all' ? null : ended.userId);
    }
    done(null, payload);
  };
  hookRoutes(app, 'onSend', mayEndSessions, forgetEnded);
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
