import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import type { AssuranceLevel } from '@waymark/shared/factors';
import { AppError } from '@/errors';
import type { Auth } from '@/features/auth/auth';
import { toFetchHeaders } from '@/features/auth/fetch-headers';
import { sessionAal } from '@/features/factors/session-aal';

const subjectSchema = z.uuid();

/**
 * Who is calling: a bearer JWT (API clients) or the session cookie (the web app).
 * Neither → null, a visitor. A bearer token that fails verification is an error rather
 * than a visitor, so a client learns its token is wrong instead of seeing public data.
 */
export async function resolveUserId(
  auth: Auth,
  publicUrl: string,
  request: FastifyRequest,
): Promise<string | null> {
  const authorization = request.headers.authorization;
  if (authorization?.toLowerCase().startsWith('bearer ')) {
    const bearer = await verifyBearer(
      auth,
      publicUrl,
      authorization.slice('bearer '.length).trim(),
    );
    request.aal = bearer.aal;
    return bearer.userId;
  }
  // Only a request carrying a session cookie costs a database lookup.
  if (!request.headers.cookie?.includes('session_token')) return null;
  const session = await auth.api.getSession({
    headers: toFetchHeaders(request.headers),
    query: { disableRefresh: true },
  });
  request.sessionId = session?.session.id ?? null;
  request.aal = session ? sessionAal(session.session) : null;
  return session?.user.id ?? null;
}

async function verifyBearer(
  auth: Auth,
  publicUrl: string,
  token: string,
): Promise<{ userId: string; aal: AssuranceLevel }> {
  const keySet = createLocalJWKSet(await auth.api.getJwks());
  try {
    const { payload } = await jwtVerify(token, keySet, { issuer: publicUrl, audience: publicUrl });
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
}
