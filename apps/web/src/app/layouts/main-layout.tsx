import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from '@/app/layouts/navigation-progress';
import { SiteFooter } from '@/app/layouts/site-footer';
import { SiteHeader } from '@/app/layouts/site-header';
import { BillingGuard } from '@/features/billing/components/billing-guard';
import { AuthErrorRedirect } from '@/lib/auth/auth-error-redirect';

export function MainLayout() {
  const { t } = useTranslation();
  // The billing gate (spec §4) covers every page but its own bypass paths.
  return (
    <BillingGuard>
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
      </div>
    </BillingGuard>
  );
}
