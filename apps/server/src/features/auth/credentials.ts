import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import { AppError } from '@/errors';
import type { Auth } from '@/features/auth/auth';
import { toFetchHeaders } from '@/features/auth/fetch-headers';

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
    return verifyBearer(auth, publicUrl, authorization.slice('bearer '.length).trim());
  }
  // Only a request carrying a session cookie costs a database lookup.
  if (!request.headers.cookie?.includes('session_token')) return null;
  const session = await auth.api.getSession({
    headers: toFetchHeaders(request.headers),
    query: { disableRefresh: true },
  });
  request.sessionId = session?.session.id ?? null;
  return session?.user.id ?? null;
}

async function verifyBearer(auth: Auth, publicUrl: string, token: string): Promise<string> {
  const keySet = createLocalJWKSet(await auth.api.getJwks());
  try {
    const { payload } = await jwtVerify(token, keySet, { issuer: publicUrl, audience: publicUrl });
    const subject = subjectSchema.safeParse(payload.sub);
    if (!subject.success) throw new AppError('UNAUTHENTICATED', 'Invalid JWT');
    return subject.data;
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
