import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@/errors';

/** Sockets one person may hold open on one node: a few tabs and devices, not a flood. */
const socketsPerUser = 20;

/**
 * GET /api/realtime: the WebSocket endpoint. The identity hook has already named the caller
 * (session cookie, bearer JWT, or a personal access token with notifications:read); refused
 * handshakes get a plain HTTP answer (401, 403, 429) and never become a socket. The socket
 * keeps the caller's credential kind, scopes and expiry: the hub holds it to them.
 */
export function realtimeRoutes(
  app: FastifyInstance,
  { publicUrl }: { publicUrl: string },
  done: () => void,
) {
  const ownOrigin = new URL(publicUrl).origin;

  const admit = (request: FastifyRequest, _reply: unknown, next: (error?: Error) => void) => {
    const caller = request.caller;
    if (!caller) return next(new AppError('UNAUTHENTICATED'));
    // A cookie is sent whatever page opens the socket (cross-site WebSocket hijacking): only
    // our own pages may use it. Bearer credentials are never ambient, so any origin may.
    if (caller.credential === 'cookie' && request.headers.origin !== ownOrigin) {
      return next(new AppError('FORBIDDEN', 'Realtime connections from other sites are refused'));
    }
    if ((app.realtimeHub.byUser.get(caller.userId)?.size ?? 0) >= socketsPerUser) {
      return next(new AppError('RATE_LIMITED', 'Too many realtime connections; close a tab'));
    }
    next();
  };

  app.get('/realtime', { websocket: true, preValidation: admit }, (socket, request) => {
    const caller = request.caller;
    if (!caller) {
      socket.close(1008, 'Not authenticated');
      return;
    }
    app.realtimeHub.attach(socket, {
      userId: caller.userId,
      sessionId: caller.sessionId,
      grant: {
        credential: caller.credential,
        scopes: caller.apiToken?.scopes ?? null,
        expiresAt: caller.expiresAt ?? null,
      },
      credentials: {
        ip: request.ip,
        ...(request.headers.cookie !== undefined && { cookie: request.headers.cookie }),
        ...(request.headers.authorization !== undefined && {
          authorization: request.headers.authorization,
        }),
      },
    });
  });
  done();
}
