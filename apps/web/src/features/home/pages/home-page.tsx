import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { ClosingCall } from '@/features/home/components/closing-call';
import { FeatureGrid } from '@/features/home/components/feature-grid';
import { Hero } from '@/features/home/components/hero';
import { PricingTeaser } from '@/features/home/components/pricing-teaser';
import { useAuthContext } from '@/lib/auth/auth-context';
import { useProductName } from '@/lib/public-config';

/**
 * The landing page for signed-out visitors: what the product is, and a call to sign up.
 * Signed in, `/` is the dashboard: "Start for free" and "Log in" mean nothing to them.
 */
export function HomePage() {
  const { t } = useTranslation();
  const productName = useProductName();
  const { user } = useAuthContext();
  if (user) return <Navigate to={routePatterns.dashboard} replace />;
  return (
    <>
      <title>{t('home.documentTitle', { productName })}</title>
      <Hero productName={productName} />
      <FeatureGrid productName={productName} />
      <PricingTeaser productName={productName} />
      <ClosingCall />
    </>
  );
}
