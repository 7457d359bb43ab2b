import { useMutation } from '@tanstack/react-query';
import type { OAuthProvider } from '@waymark/shared/public-config';
import { routePatterns } from '@waymark/shared/routes';
import { api, type Parser } from '@/lib/api-client';

const redirectUrl: Parser<string> = {
  parse(data) {
    if (
      typeof data === 'object' &&
      data !== null &&
      'url' in data &&
      typeof data.url === 'string'
    ) {
      return data.url;
    }
    throw new TypeError('Unexpected answer from /api/auth/sign-in/social');
  },
};

/**
 * POST /api/auth/sign-in/social: better-auth answers the provider's authorization URL; every
 * way back (success, error, a new account) lands on /auth/callback, which finishes sign-in.
 */
export function startSocialSignIn(provider: OAuthProvider): Promise<string> {
  return api.post('/api/auth/sign-in/social', {
    body: {
      provider,
      callbackURL: routePatterns.authCallback,
      errorCallbackURL: routePatterns.authCallback,
      newUserCallbackURL: routePatterns.authCallback,
    },
    schema: redirectUrl,
  });
}

export function useSocialSignIn() {
  return useMutation({ mutationFn: startSocialSignIn });
}
