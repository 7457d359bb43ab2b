import { ArrowRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FREE_ACCESS_DAYS } from '@waymark/shared/billing-plans';
import { routePatterns } from '@waymark/shared/routes';
import { JourneyPreview } from '@/features/home/components/journey-preview';
import { buttonClasses } from '@/ui/button-styles';
import { LinkButton } from '@/ui/link-button';

export function Hero({ productName }: { productName: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-2 lg:pt-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1 text-sm text-muted">
            <Sparkles aria-hidden="true" className="size-4 text-brand-text" />
            {t('home.hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {t('home.hero.title')}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted">
            {t('home.hero.subtitle', { productName })}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={routePatterns.register} className={buttonClasses('primary', 'lg')}>
              {t('home.hero.primaryCta')}
              <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </Link>
            <LinkButton to={routePatterns.login} variant="secondary" size="lg">
              {t('auth.logIn')}
            </LinkButton>
          </div>
          <p className="mt-4 text-sm text-muted">
            {t('home.hero.trialNote', { count: FREE_ACCESS_DAYS })}
          </p>
        </div>
        <JourneyPreview />
      </div>
    </section>
  );
}
