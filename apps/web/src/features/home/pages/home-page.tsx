import { useTranslation } from 'react-i18next';
import { ClosingCall } from '@/features/home/components/closing-call';
import { FeatureGrid } from '@/features/home/components/feature-grid';
import { Hero } from '@/features/home/components/hero';
import { PricingTeaser } from '@/features/home/components/pricing-teaser';
import { useProductName } from '@/lib/public-config';

/** The landing page for signed-out visitors: what the product is, and a call to sign up. */
export function HomePage() {
  const { t } = useTranslation();
  const productName = useProductName();
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
