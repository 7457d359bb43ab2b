import type { AssuranceLevel, AuthUser } from '@/lib/auth/auth-types';

export interface AccessTokenClaims {
  user: AuthUser;
  /** Seconds since the epoch. */
  expiresAt: number;
  /** Present once the server puts the assurance level into the token. */
  aal: AssuranceLevel | null;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the claims of the JWT from GET /api/auth/token. The signature is the server's
 * business (it verifies every bearer call); the browser only needs who and until when.
 * better-auth's payload is the user row, with `sub` set to its id.
 */
export function readAccessToken(token: string): AccessTokenClaims {
  const payloadSegment = token.split('.')[1];
  if (!payloadSegment) throw new TypeError('The access token is not a JWT');
  const payload: unknown = JSON.parse(decodeBase64Url(payloadSegment));
  if (!isRecord(payload)) throw new TypeError('The access token has no claims');
  const id = typeof payload.sub === 'string' ? payload.sub : payload.id;
  const { exp, email, name, emailVerified, aal } = payload;
  if (typeof id !== 'string' || typeof exp !== 'number' || typeof email !== 'string') {
    throw new TypeError('The access token lacks sub, email or exp');
  }
  return {
    user: {
      id,
      email,
      name: typeof name === 'string' && name.length > 0 ? name : null,
      emailVerified: emailVerified === true,
    },
    expiresAt: exp,
    aal: aal === 'aal1' || aal === 'aal2' ? aal : null,
  };
}
