import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { useAuthContext } from '@/lib/auth/auth-context';
import { PageFallback } from '@/ui/page-fallback';

/** Renders `children` for a signed-in person; a visitor goes to sign-in and comes back here. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useAuthContext();
  const { pathname, search } = useLocation();
  if (loading) return <PageFallback kind="auth" />;
  if (!user) {
    const redirectTo = encodeURIComponent(`${pathname}${search}`);
    return <Navigate to={`${routePatterns.login}?redirectTo=${redirectTo}`} replace />;
  }
  return children;
}
