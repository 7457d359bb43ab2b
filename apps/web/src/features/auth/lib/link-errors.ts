/**
 * Errors better-auth appends as `?error=` when a confirmation link cannot be used. An
 * unknown value still gets the general "cannot be used" text rather than none.
 */
export type VerificationLinkProblem = 'expired' | 'invalid';

export function verificationLinkProblem(error: string | null): VerificationLinkProblem | null {
  if (!error) return null;
  return error.toUpperCase() === 'TOKEN_EXPIRED' ? 'expired' : 'invalid';
}

/** Codes of the verification link (better-auth's BASE_ERROR_CODES it redirects with). */
const verificationCodes = ['TOKEN_EXPIRED', 'INVALID_TOKEN', 'USER_NOT_FOUND', 'INVALID_USER'];

/**
 * The confirmation link returns to /onboarding, which sends visitors to sign in with that
 * address as ?redirectTo. When the link failed, that address carries its `?error=`: the
 * person needs a new link, not a sign-in.
 */
export function verificationErrorIn(redirectTo: string | null): string | null {
  if (!redirectTo) return null;
  const query = redirectTo.split('?', 2)[1];
  const error = new URLSearchParams(query?.split('#', 1)[0] ?? '').get('error');
  return error && verificationCodes.includes(error.toUpperCase()) ? error : null;
}
