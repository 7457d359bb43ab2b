/**
 * Helpers for tests that need a signed-in person: an unsigned JWT shaped like better-auth's
 * (the browser never checks signatures), the /api/me body, and fetch handlers for both.
 */
import { jsonResponse } from '@/test/fetch-mock';

export const testUser = {
  id: '5b0c5f0e-2f7a-4c53-9a53-5e3c1a3f9d21',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
};

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function fakeAccessToken(claims: Record<string, unknown> = {}): string {
  const payload = {
    sub: testUser.id,
    id: testUser.id,
    email: testUser.email,
    name: testUser.name,
    emailVerified: true,
    exp: Math.floor(Date.now() / 1000) + 15 * 60,
    ...claims,
  };
  return `${base64Url({ alg: 'EdDSA', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

export function meBody(
  overrides: {
    profile?: Partial<{
      username: string | null;
      fullName: string | null;
      avatarUrl: string | null;
      language: string;
    }> | null;
    aal?: { current: 'aal1' | 'aal2'; next: 'aal1' | 'aal2' };
  } = {},
) {
  return {
    user: { id: testUser.id, email: testUser.email, emailVerified: true },
    profile:
      overrides.profile === null
        ? null
        : {
            id: testUser.id,
            username: 'ada',
            fullName: testUser.name,
            avatarUrl: null,
            language: 'en',
            ...overrides.profile,
          },
    aal: overrides.aal ?? { current: 'aal1', next: 'aal1' },
  };
}

export const unauthenticatedBody = {
  error: { code: 'UNAUTHENTICATED', message: 'Not authenticated' },
};

/** Fetch handlers for a signed-in session: the token and /api/me. */
export const signedInHandlers = (me = meBody()) => ({
  '/api/auth/token': () => jsonResponse({ token: fakeAccessToken() }),
  '/api/me': () => jsonResponse(me),
});

export const signedOutHandlers = {
  '/api/auth/token': () => jsonResponse(unauthenticatedBody, 401),
};
