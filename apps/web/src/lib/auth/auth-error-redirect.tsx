import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { ApiError } from '@/lib/api-client';
import { useAuthContext } from '@/lib/auth/auth-context';

/** Pages that take care of signing in themselves: an auth error there is their business. */
const signInPaths: readonly string[] = [
  routePatterns.login,
  routePatterns.register,
  routePatterns.authCallback,
  routePatterns.emailConfirmation,
  routePatterns.forgotPassword,
  routePatterns.resetPassword,
];

/** What an API error means for the session: nothing, a due second factor, or a lost session. */
export function authErrorKind(error: unknown): 'second-factor' | 'signed-out' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 403 && error.code === 'MFA_REQUIRED') return 'second-factor';
  if (error.status === 401) return 'signed-out';
  return null;
}

/**
 * Spec §4/§7: a page that runs into 403 MFA_REQUIRED (the second factor is due) or 401 (the
 * session ended elsewhere) sends the person to finish signing in and come back, instead of
 * showing a broken page. It listens to every query and mutation of the app's query client.
 * 401s of mutations are left to their forms: a wrong current password is one too.
 */
export function AuthErrorRedirect() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { user, refreshSession } = useAuthContext();

  const onError = useEffectEvent((error: unknown, fromMutation: boolean) => {
    if (signInPaths.includes(pathname)) return;
    const kind = authErrorKind(error);
    if (kind === null || (kind === 'signed-out' && (fromMutation || !user))) return;
    const login = `${routePatterns.login}?redirectTo=${encodeURIComponent(`${pathname}${search}`)}`;
    if (kind === 'second-factor') {
      void navigate(login);
      return;
    }
    // The cookie is gone: let the context learn it (and tell other tabs), then sign in again.
    void refreshSession().finally(() => void navigate(login));
  });

  useEffect(() => {
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        onError(event.action.error, false);
      }
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        onError(event.action.error, true);
      }
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);

  return null;
}
