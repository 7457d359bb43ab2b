import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookie } from 'cookie';

// better-auth (through better-call) signs its session cookie as
// encodeURIComponent(`${token}.${base64(HMAC-SHA256(secret, token))}`). Reading it here, with
// Node's synchronous HMAC, costs microseconds; better-auth's getSession costs a whole endpoint
// dispatch per API request.
const signatureLength = 44;

/**
 * The session token a Cookie header carries under `cookieName`, if its signature is ours;
 * null when the cookie is missing, malformed or forged. Of duplicate cookies the first
 * counts, as in better-auth's own reading.
 */
export function readSessionToken(
  cookieHeader: string | undefined,
  cookieName: string,
  secret: string,
): string | null {
  if (!cookieHeader) return null;
  const value = parseCookie(cookieHeader)[cookieName];
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== signatureLength || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
