import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookie } from 'cookie';
import type { AppDatabase } from '@/db/client';
import { findUserById } from '@/capabilities/accounts/queries';
import { deleteSessionByToken, findLiveSession } from '@/capabilities/accounts/session-queries';

/**
 * A confirmation link signs in only the browser that signed up (issue: the first hour).
 *
 * better-auth signs the person in on a link's first use. Anywhere, that would let someone who
 * signs up with another person's address, and knows the password, share the account that
 * person then starts using ("pre-hijacking"). So a sign-up leaves a marker in its browser,
 * an HMAC of the address under the auth secret: the link's session is kept only where the
 * marker names that address. Elsewhere the address is confirmed, the session is ended at
 * once, and the person logs in with their password.
 */
const markerName = 'waymark.sign-up';
// Only the confirmation endpoint ever reads it; it lives as long as the link does.
const markerPath = '/api/auth/verify-email';
const markerSeconds = 60 * 60;

const markerOf = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`sign-up:${email.trim().toLowerCase()}`).digest('base64url');

const cookie = (value: string, maxAge: number, secure: boolean) =>
  `${markerName}=${value}; Path=${markerPath}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The Set-Cookie a sign-up adds for `email`. */
export function signUpMarkerCookie(secret: string, email: string, secure: boolean): string {
  return cookie(markerOf(secret, email), markerSeconds, secure);
}

function hasMarkerFor(cookieHeader: string | undefined, secret: string, email: string): boolean {
  const given = cookieHeader ? parseCookie(cookieHeader)[markerName] : undefined;
  if (!given) return false;
  const expected = Buffer.from(markerOf(secret, email));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface ConfirmationAnswer {
  db: AppDatabase;
  secret: string;
  /** better-auth's session cookie name. */
  sessionCookieName: string;
  /** The confirming request's Cookie header. */
  requestCookies: string | undefined;
  /** What better-auth's answer sets. */
  setCookies: string[];
  secure: boolean;
}

/**
 * The cookies a confirmation answer may set: the new session's only in the browser that
 * signed up (and then the marker is spent); elsewhere none, and that session is deleted.
 */
export async function confineConfirmationSignIn({
  db,
  secret,
  sessionCookieName,
  requestCookies,
  setCookies,
  secure,
}: ConfirmationAnswer): Promise<string[]> {
  const isSessionCookie = (header: string) => header.startsWith(`${sessionCookieName}=`);
  const sessionHeader = setCookies.find(isSessionCookie);
  if (!sessionHeader) return setCookies;
  const value = decodeURIComponent(
    sessionHeader.slice(sessionCookieName.length + 1).split(';')[0] ?? '',
  );
  const token = value.slice(0, value.lastIndexOf('.'));
  // A session the browser already held (not one this link made) is not the link's to end.
  if (requestCookies?.includes(encodeURIComponent(value)) || requestCookies?.includes(value)) {
    return setCookies;
  }
  const session = token ? await findLiveSession(db, token) : null;
  const user = session ? await findUserById(db, session.userId) : null;
  if (user && hasMarkerFor(requestCookies, secret, user.email)) {
    return [...setCookies, cookie('', 0, secure)];
  }
  if (token) await deleteSessionByToken(db, token);
  // better-auth's other session cookies (its cached session data) describe the same session.
  return setCookies.filter(
    (header) => !header.startsWith(sessionCookieName.replace(/session_token$/, '')),
  );
}
