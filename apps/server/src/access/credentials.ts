import type { FastifyRequest } from 'fastify';
import {
  createLocalJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { z } from 'zod';
import { readAssuranceLevel } from '@waymark/shared/factors';
import type { AppDatabase } from '@/db/client';
import { AppError } from '@/errors';
import {
  createApiTokenResolver,
  isApiTokenCredential,
} from '@/capabilities/api-tokens/token-resolver';
import { findLiveSession, findLiveSessionById } from '@/capabilities/accounts/session-queries';
import type { SessionCache } from '@/access/session-cache';
import { readSessionToken } from '@/access/session-cookie';
import type { Caller } from '@/plugins/caller';

/**
 * What our access tokens must carry: the user, the session the token speaks for, and their
 * expiry (better-auth always sets it; a socket opened with the token is closed then).
 */
const claimsSchema = z.object({ sub: z.uuid(), sid: z.uuid(), exp: z.number() });
/** Our signing keys change only when better-auth rotates them; a token naming an unknown key reloads them. */
const keysReloadAfterMs = 5 * 60_000;
const keysMissReloadAfterMs = 1_000;

export interface ResolveOptions {
  /** Read the session cookie only: better-auth's own endpoints act on the cookie, never on a bearer token. */
  cookieOnly?: boolean;
}

/** Who is calling, by the request's credentials alone: null for a visitor. */
export type ResolveCaller = (
  request: FastifyRequest,
  options?: ResolveOptions,
) => Promise<Caller | null>;

/**
 * The name better-auth gives its session cookie: its default prefix, with `__Secure-` when the
 * app is served over HTTPS (`useSecureCookies` in auth.ts; a test holds the two together).
 */
export const sessionCookieName = (publicUrl: string): string =>
  `${publicUrl.startsWith('https://') ? '__Secure-' : ''}better-auth.session_token`;

export interface CredentialOptions {
  db: AppDatabase;
  /** The secret better-auth signs its session cookie with. */
  secret: string;
  publicUrl: string;
  cookieName: string;
  /** The public keys our JWTs are signed with: better-auth's, asked for on the first bearer JWT. */
  loadKeys: () => Promise<JSONWebKeySet>;
  /** Live sessions as last checked: a hit costs no query (see session-cache.ts). */
  sessions: SessionCache;
}

/**
 * A bearer JWT or personal access token (API clients), or the session cookie (the web app).
 * None → null, a visitor.
 * A bearer token that fails verification is an error rather than a visitor, so a client
 * learns its token is wrong instead of seeing public data.
 *
 * The cookie is read here rather than through better-auth's getSession, with the same
 * outcome (signature, unexpired session, existing user; no refresh), because every signed-in
 * API request pays for it: getSession's endpoint machinery cost ~2 ms of CPU each.
 * A session that is signed out or revoked is gone from the table, so the next request is
 * refused at once. A bearer token names its session (`sid`) and is checked the same way.
 * Both lookups go through the session cache, which forgets a session the moment it ends.
 */
export function createCredentialResolver({
  db,
  secret,
  publicUrl,
  cookieName,
  loadKeys,
  sessions,
}: CredentialOptions): ResolveCaller {
  const verifyBearer = createBearerVerifier(loadKeys, publicUrl);
  const resolveApiToken = createApiTokenResolver(db);

  return async (request, { cookieOnly = false } = {}) => {
    const authorization = request.headers.authorization;
    if (!cookieOnly && authorization?.toLowerCase().startsWith('bearer ')) {
      const credential = authorization.slice('bearer '.length).trim();
      // A personal access token (wmk_pat_…) rather than a JWT: features/api-access.
      if (isApiTokenCredential(credential)) return resolveApiToken(credential, request);
      const bearer = await verifyBearer(credential);
      // A token lives no longer than its session: signed out, revoked, reset or deleted → 401.
      const session = await sessions.resolve(`bearer:${bearer.userId}:${bearer.sessionId}`, () =>
        findLiveSessionById(db, bearer.sessionId, bearer.userId),
      );
      if (!session) throw new AppError('UNAUTHENTICATED', 'JWT session has ended');
      return {
        userId: session.userId,
        sessionId: bearer.sessionId,
        aal: readAssuranceLevel(session.aal),
        credential: 'bearer',
        expiresAt: bearer.expiresAt,
      };
    }
    const token = readSessionToken(request.headers.cookie, cookieName, secret);
    const session = token
      ? await sessions.resolve(`cookie:${token}`, () => findLiveSession(db, token))
      : null;
    return session
      ? {
          userId: session.userId,
          sessionId: session.id,
          aal: readAssuranceLevel(session.aal),
          credential: 'cookie',
        }
      : null;
  };
}

function createBearerVerifier(loadKeys: () => Promise<JSONWebKeySet>, publicUrl: string) {
  let keys: { get: JWTVerifyGetKey; loadedAt: number } | undefined;
  const keySet = async (reloadOlderThanMs: number) => {
    if (!keys || Date.now() - keys.loadedAt > reloadOlderThanMs) {
      keys = { get: createLocalJWKSet(await loadKeys()), loadedAt: Date.now() };
    }
    return keys.get;
  };
  const verify = async (token: string) => {
    try {
      return await jwtVerify(token, await keySet(keysReloadAfterMs), {
        issuer: publicUrl,
        audience: publicUrl,
      });
    } catch (error) {
      // Signed with a key newer than our copy of the key set: reload it (at most once a second).
      if (!(error instanceof joseErrors.JWKSNoMatchingKey)) throw error;
      return jwtVerify(token, await keySet(keysMissReloadAfterMs), {
        issuer: publicUrl,
        audience: publicUrl,
      });
    }
  };

  return async (
    token: string,
  ): Promise<{ userId: string; sessionId: string; expiresAt: number }> => {
    try {
      const { payload } = await verify(token);
      // A token without a session claim (signed before tokens named one) cannot be revoked: refused.
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) throw new AppError('UNAUTHENTICATED', 'Invalid JWT');
      return {
        userId: claims.data.sub,
        sessionId: claims.data.sid,
        expiresAt: claims.data.exp * 1000,
      };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof joseErrors.JWTExpired)
        throw new AppError('UNAUTHENTICATED', 'JWT expired');
      if (
        error instanceof joseErrors.JWSSignatureVerificationFailed ||
        error instanceof joseErrors.JWKSNoMatchingKey
      ) {
        throw new AppError('UNAUTHENTICATED', 'Invalid JWT signature');
      }
      throw new AppError('UNAUTHENTICATED', 'Invalid JWT', { cause: error });
    }
  };
}
