/**
 * The `?redirectTo=` of the sign-in pages, kept only when it is a path on this site: an
 * absolute URL, a protocol-relative `//host` or a backslash trick would let a crafted link
 * send someone elsewhere right after they signed in (an open redirect).
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // Control characters (tabs, newlines) are dropped by URL parsers and can hide a scheme.
  if (/\p{Cc}/u.test(raw)) return null;
  try {
    const base = 'https://waymark.invalid';
    const url = new URL(raw, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The sign-in pages themselves are never a destination: that would loop. */
const authPaths = ['/login', '/register', '/auth/callback', '/email-confirmation'];

export function redirectTargetFrom(search: URLSearchParams): string | null {
  const path = safeRedirectPath(search.get('redirectTo'));
  if (!path) return null;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return authPaths.includes(pathname) ? null : path;
}
