import { serializeSignedCookie } from 'better-call';
import { describe, expect, it } from 'vitest';
import { readSessionToken } from '@/access/session-cookie';

const name = 'better-auth.session_token';
const secret = 'a-test-secret-that-is-long-enough-0123456789';
const token = 'rJ3k9TqQ2xV8mN1pLs4dZ7wYcB6hFe0a';

/** The Cookie request header a browser sends back for better-auth's Set-Cookie. */
async function cookieHeader(value = token, signingSecret = secret, cookieName = name) {
  const setCookie = await serializeSignedCookie(cookieName, value, signingSecret);
  return setCookie.split(';', 1)[0] ?? '';
}

describe('readSessionToken', () => {
  it('reads the token from the cookie better-auth signs', async () => {
    expect(readSessionToken(await cookieHeader(), name, secret)).toBe(token);
  });

  it('finds it among other cookies', async () => {
    const header = `theme=dark; ${await cookieHeader()}; i18next=de`;
    expect(readSessionToken(header, name, secret)).toBe(token);
  });

  it('reads the secure-prefixed name when that is the configured name', async () => {
    const secureName = `__Secure-${name}`;
    const header = await cookieHeader(token, secret, secureName);
    expect(readSessionToken(header, secureName, secret)).toBe(token);
    expect(readSessionToken(header, name, secret)).toBeNull();
  });

  it('refuses a cookie signed with another secret', async () => {
    const header = await cookieHeader(token, 'another-secret-that-is-long-enough-98765');
    expect(readSessionToken(header, name, secret)).toBeNull();
  });

  it('refuses a token whose signature belongs to another token', async () => {
    const header = await cookieHeader();
    const forged = header.replace(token, 'someone-elses-token-0123456789ab');
    expect(readSessionToken(forged, name, secret)).toBeNull();
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['no session cookie', 'theme=dark'],
    ['an unsigned token', `${name}=${token}`],
    ['a truncated signature', `${name}=${token}.abc%3D`],
    ['nothing before the signature', `${name}=.${'A'.repeat(43)}%3D`],
  ])('answers null for %s', (_case, header) => {
    expect(readSessionToken(header, name, secret)).toBeNull();
  });

  it('takes the first of two session cookies, as better-auth does', async () => {
    const first = await cookieHeader();
    const second = await cookieHeader('a-second-token-0123456789abcdefg');
    expect(readSessionToken(`${first}; ${second}`, name, secret)).toBe(token);
  });
});
