import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AssuranceLevel } from '@waymark/shared/factors';
import { AppError } from '@/errors';

/** Who is calling an API route: decided once per request by the access step (src/access). */
export interface Caller {
  userId: string;
  /**
   * The better-auth session behind the cookie, or the one a bearer JWT speaks for (`sid`); for
   * a personal access token, the token's id (it belongs to no session).
   */
  sessionId: string;
  /**
   * How the caller proved it: the web app's session cookie (a device in the device list), a
   * bearer JWT of an API client, which is not that device, or a personal access token.
   */
  credential: 'cookie' | 'bearer' | 'token';
  /** A personal access token's id and scopes: what the route's declaration allows (src/access). */
  apiToken?: { id: string; scopes: readonly string[] };
  /** How the session signed in (spec §4): the password only, or a second factor too. */
  aal: AssuranceLevel;
  /**
   * When the credential itself stops being accepted (ms since the epoch): a JWT's `exp`, a
   * personal access token's expiry. Absent for the cookie, whose session is looked up at every
   * request. A request is over long before; a realtime socket lives on and is closed then.
   */
  expiresAt?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null for a visitor. */
    caller: Caller | null;
  }
}

/**
 * Every request starts as a visitor. The access step (src/access/plugin.ts) reads the session
 * cookie or bearer token, applies the second-factor rule and sets `request.caller`; nothing
 * else writes it.
 */
export const callerPlugin = fp(
  (app: FastifyInstance, _options: unknown, done: () => void) => {
    app.decorateRequest('caller', null);
    done();
  },
  { name: 'request-caller' },
);

/**
 * The caller of a route declared `caller: 'signed-in'`. The access step has already answered
 * 401 to visitors; the check here only narrows the type (and holds if a declaration changes).
 */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('UNAUTHENTICATED');
  return request.caller;
}

/** The session of the device calling with its cookie; null for a bearer token (an API client). */
export const deviceSessionId = (caller: Caller): string | null =>
  caller.credential === 'cookie' ? caller.sessionId : null;

/** The signed-in caller's id where a visitor may also call (public reads), else null. */
export const viewerId = (request: FastifyRequest): string | null => request.caller?.userId ?? null;
