import { api, apiFetch, toApiError } from '@/lib/api-client';
import { readAccessToken, type AccessTokenClaims } from '@/lib/auth/access-token';
import type { AssuranceLevel, AuthProfile } from '@/lib/auth/auth-types';

export interface AccessTokenResult extends AccessTokenClaims {
  token: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * GET /api/auth/token: the session cookie traded for a short-lived JWT. 401 means nobody is
 * signed in (null); any other failure rejects, which the context treats as a session error.
 */
export async function fetchAccessToken(signal?: AbortSignal): Promise<AccessTokenResult | null> {
  const response = await apiFetch('/api/auth/token', { signal, cache: 'no-store' });
  if (response.status === 401) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) throw await toApiError(response);
  const body: unknown = await response.json();
  if (!isRecord(body) || typeof body.token !== 'string') {
    throw new TypeError('Unexpected answer from /api/auth/token');
  }
  return { token: body.token, ...readAccessToken(body.token) };
}

export interface MeResult {
  profile: AuthProfile | null;
  aal: { current: AssuranceLevel; next: AssuranceLevel };
}

const isLevel = (value: unknown): value is AssuranceLevel => value === 'aal1' || value === 'aal2';
const isTextOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

function parseProfile(value: unknown): AuthProfile | null {
  if (!isRecord(value)) return null;
  const { id, username, fullName, avatarUrl, language } = value;
  if (
    typeof id !== 'string' ||
    !isTextOrNull(username) ||
    !isTextOrNull(fullName) ||
    !isTextOrNull(avatarUrl) ||
    typeof language !== 'string'
  ) {
    return null;
  }
  return { id, username, fullName, avatarUrl, language };
}

/**
 * Reads GET /api/me (meSchema in @waymark/shared/auth) by hand: the auth context is on every
 * page, and zod would add ~23 KB gzip to the first load. me-response.test.ts keeps this in
 * agreement with the schema.
 */
export function parseMe(data: unknown): MeResult {
  if (isRecord(data) && isRecord(data.aal)) {
    const { current, next } = data.aal;
    if (isLevel(current) && isLevel(next)) {
      return { profile: parseProfile(data.profile), aal: { current, next } };
    }
  }
  throw new TypeError('Unexpected answer from /api/me');
}

export function fetchMe(signal?: AbortSignal): Promise<MeResult> {
  return api.get('/api/me', { schema: { parse: parseMe }, signal, cache: 'no-store' });
}

/** POST /api/auth/sign-out: ends the session and clears its cookie. */
export function postSignOut(): Promise<void> {
  return api.post('/api/auth/sign-out', { body: {} });
}
