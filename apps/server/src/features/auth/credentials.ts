import type { FastifyRequest } from 'fastify';
import {
  createLocalJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { z } from 'zod';
import type { AssuranceLevel } from '@waymark/shared/factors';
import type { AppDatabase } from '@/db/client';
import { AppError } from '@/errors';
import type { Auth } from '@/features/auth/auth';
import { findLiveSession } from '@/features/auth/queries';
import { readSessionToken } from '@/features/auth/session-cookie';
import { sessionAal } from '@/features/factors/session-aal';

const subjectSchema = z.uuid();
/** Our signing keys change only when better-auth rotates them; a token naming an unknown key reloads them. */
const keysReloadAfterMs = 5 * 60_000;
const keysMissReloadAfterMs = 1_000;

/** Who is calling: sets `request.sessionId` and `request.aal`, answers the user id or null. */
export type ResolveCaller = (request: FastifyRequest) => Promise<string | null>;

export interface CredentialOptions {
  auth: Auth;
  db: AppDatabase;
  /** The secret better-auth signs its session cookie with. */
  secret: string;
  publicUrl: string;
}

/**
 * A bearer JWT (API clients) or the session cookie (the web app). Neither → null, a visitor.
 * A bearer token that fails verification is an error rather than a visitor, so a client
 * learns its token is wrong instead of seeing public data.
 *
 * The cookie is read here rather than through better-auth's getSession, with the same
 * outcome (signature, unexpired session, existing user; no refresh), because every signed-in
 * API request pays for it: getSession's endpoint machinery cost ~2 ms of CPU each.
 * A session that is signed out or revoked is gone from the table, so the next request is
 * refused at once.
 */
export async function createCredentialResolver({
  auth,
  db,
  secret,
  publicUrl,
}: CredentialOptions): Promise<ResolveCaller> {
  const cookieName = (await auth.$context).authCookies.sessionToken.name;
  const verifyBearer = createBearerVerifier(() => auth.api.getJwks(), publicUrl);

  return async (request) => {
    const authorization = request.headers.authorization;
    if (authorization?.toLowerCase().startsWith('bearer ')) {
      const bearer = await verifyBearer(authorization.slice('bearer '.length).trim());
      request.aal = bearer.aal;
      return bearer.userId;
    }
    const token = readSessionToken(request.headers.cookie, cookieName, secret);
    const session = token ? await findLiveSession(db, token) : null;
    request.sessionId = session?.id ?? null;
    request.aal = session ? sessionAal({ aal: session.aal }) : null;
    return session?.userId ?? null;
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

  return async (token: string): Promise<{ userId: string; aal: AssuranceLevel }> => {
    try {
      const { payload } = await verify(token);
      const subject = subjectSchema.safeParse(payload.sub);
      if (!subject.success) throw new AppError('UNAUTHENTICATED', 'Invalid JWT');
      // Signed by us, so the claim is trusted; a token without one is from a password sign-in.
      return { userId: subject.data, aal: sessionAal(payload) };
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
