import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from '@/app/layouts/navigation-progress';
import { SiteFooter } from '@/app/layouts/site-footer';
import { SiteHeader } from '@/app/layouts/site-header';
import { useSignOutAndLeave } from '@/app/layouts/use-sign-out-and-leave';
import { BillingGuard } from '@/features/billing/components/billing-guard';
import { loadTexts } from '@/i18n/setup';
import { AuthErrorRedirect } from '@/lib/auth/auth-error-redirect';
import { useAuthContext } from '@/lib/auth/auth-context';

// Keyboard shortcuts and the command palette are for signed-in people: visitors never load them.
const CommandCenter = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/command-palette/components/command-center'),
    loadTexts('palette'),
  ]);
  return { default: module.CommandCenter };
});

// Kept reads are a signed-in matter too (issue 32): "Refreshing…" and the offline note load
// with the first signed-in screen, never on a visitor's first load.
const RefreshStatus = lazy(async () => ({
  default: (await import('@/app/kept-reads/refresh-status')).RefreshStatus,
}));

export function MainLayout() {
  const { t } = useTranslation();
  const { user } = useAuthContext();
  const signOutAndLeave = useSignOutAndLeave();
  // The billing gate (spec §4) covers every page but its own bypass paths.
  return (
    <BillingGuard onSignOut={() => void signOutAndLeave()}>
      <div className="flex min-h-dvh flex-col bg-bg text-fg">
        <a
          href="#main"
          className="sr-only rounded-lg bg-brand px-4 py-2 text-on-brand focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50"
        >
          {t('nav.skipToContent')}
        </a>
        <NavigationProgress />
        <AuthErrorRedirect />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <SiteFooter />
        <ScrollRestoration />
        {user ? (
          <>
            <Suspense fallback={null}>
              <RefreshStatus />
            </Suspense>
            <Suspense fallback={null}>
              <CommandCenter profileId={user.id} onSignOut={() => void signOutAndLeave()} />
            </Suspense>
          </>
        ) : null}
      </div>
    </BillingGuard>
  );
}
