import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { useAuthContext } from '@/lib/auth/auth-context';
import { PageFallback } from '@/ui/page-fallback';

/**
 * What a page for signed-in people shows instead of itself, or null when someone is signed in:
 * "Checking authentication..." while that is unknown (the first check still loading, or timed
 * out and still going), and for a visitor the way to sign in and back here.
 */
export function useSignedInGate(): ReactNode | null {
  const { user, loading, checking } = useAuthContext();
  const { pathname, search } = useLocation();
  if (user) return null;
  if (loading || checking) return <PageFallback kind="auth" />;
  const redirectTo = encodeURIComponent(`${pathname}${search}`);
  return <Navigate to={`${routePatterns.login}?redirectTo=${redirectTo}`} replace />;
}

/** Renders `children` for a signed-in person; a visitor goes to sign-in and comes back here. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  return useSignedInGate() ?? children;
}
