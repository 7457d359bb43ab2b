import { describe, expect, it } from 'vitest';
import { meSchema } from '@waymark/shared/auth';
import { readAccessToken } from '@/lib/auth/access-token';
import { parseMe } from '@/lib/auth/auth-requests';
import { fakeAccessToken, meBody, testUser } from '@/lib/auth/test-helpers';

const samples: unknown[] = [
  meBody(),
  meBody({ profile: null }),
  meBody({ aal: { current: 'aal1', next: 'aal2' } }),
  meBody({ profile: { username: null, fullName: null, avatarUrl: '/api/files/a.webp' } }),
  { ...meBody(), aal: { current: 'aal3', next: 'aal1' } },
  { ...meBody(), aal: null },
  { user: meBody().user, profile: null },
  null,
  [],
];

describe('parseMe', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))(
    'accepts what meSchema accepts: %s',
    (_label, sample) => {
      const accepted = (() => {
        try {
          parseMe(sample);
          return true;
        } catch {
          return false;
        }
      })();
      expect(accepted).toBe(meSchema.safeParse(sample).success);
    },
  );

  it('reads the profile and the assurance levels', () => {
    expect(parseMe(meBody({ aal: { current: 'aal1', next: 'aal2' } }))).toEqual({
      profile: {
        id: testUser.id,
        username: 'ada',
        fullName: 'Ada Lovelace',
        avatarUrl: null,
        language: 'en',
      },
      aal: { current: 'aal1', next: 'aal2' },
    });
  });
});

describe('readAccessToken', () => {
  it('reads who and until when from the JWT payload, and aal when present', () => {
    const token = fakeAccessToken({ exp: 1_900_000_000, aal: 'aal2', name: 'Ada Lovelace' });
    expect(readAccessToken(token)).toEqual({
      user: { id: testUser.id, email: testUser.email, name: 'Ada Lovelace', emailVerified: true },
      expiresAt: 1_900_000_000,
      aal: 'aal2',
    });
  });

  it('reads non-ASCII names (base64url of UTF-8)', () => {
    const token = fakeAccessToken({ name: 'José Ñúñez' });
    expect(readAccessToken(token).user.name).toBe('José Ñúñez');
  });

  it('refuses something that is not a JWT with a subject and an expiry', () => {
    expect(() => readAccessToken('not-a-jwt')).toThrow(TypeError);
    expect(() => readAccessToken(fakeAccessToken({ exp: undefined }))).toThrow(TypeError);
  });
});
