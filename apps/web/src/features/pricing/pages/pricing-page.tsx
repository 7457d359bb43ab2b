import {
  BarChart3,
  Code2,
  DownloadCloud,
  Infinity as InfinityIcon,
  LifeBuoy,
  Plug,
  Smartphone,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeFor } from '@/lib/format/formatters';
import { IconCard } from '@/ui/icon-card';
import { Link } from 'react-router';
import {
  billingPlans,
  PLAN_CURRENCY,
  proFeatures,
  type BillingPlan,
  type ProFeature,
} from '@waymark/shared/billing-plans';
import { routePatterns } from '@waymark/shared/routes';
import { PlanCard } from '@/features/pricing/components/plan-card';
import { PeriodToggle } from '@/features/pricing/components/period-toggle';
import { proFeatureText } from '@/features/pricing/lib/plan-texts';
import { useAuthContext } from '@/lib/auth/auth-context';
import { useProductName } from '@/lib/public-config';
import { PageIntro } from '@/ui/page-intro';
import { TitledSection } from '@/ui/titled-section';
import { LinkButton } from '@/ui/link-button';

const featureIcons: Record<ProFeature, LucideIcon> = {
  unlimitedProjectsAndJourneys: InfinityIcon,
  advancedAnalytics: BarChart3,
  prioritySupport: LifeBuoy,
  communityAccess: Users,
  apiAccess: Code2,
  customIntegrations: Plug,
  mobileAppAccess: Smartphone,
  exportAndBackup: DownloadCloud,
};

/** Waymark Pro's plans from the shared list, what Pro includes, and the common questions. */
export function PricingPage() {
  const { t, i18n } = useTranslation('info');
  const productName = useProductName();
  const { user } = useAuthContext();
  const [period, setPeriod] = useState<BillingPlan['id']>('monthly');
  const money = new Intl.NumberFormat(localeFor(i18n.language), {
    style: 'currency',
    currency: PLAN_CURRENCY,
    maximumFractionDigits: 0,
  });
  const questions = [
    {
      question: t('pricing.questions.cardQuestion', { productName }),
      answer: t('pricing.questions.cardAnswer'),
    },
    {
      question: t('pricing.questions.cancelQuestion'),
      answer: t('pricing.questions.cancelAnswer'),
    },
    { question: t('pricing.questions.afterQuestion'), answer: t('pricing.questions.afterAnswer') },
    {
      question: t('pricing.questions.paymentQuestion'),
      answer: t('pricing.questions.paymentAnswer'),
    },
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <title>{t('pricing.documentTitle', { productName })}</title>
      <PageIntro eyebrow={t('pricing.eyebrow')} title={t('pricing.title', { productName })}>
        <p>{t('pricing.subtitle')}</p>
      </PageIntro>

      <PeriodToggle value={period} onChange={setPeriod} />
      <ul className="mx-auto mt-8 grid max-w-4xl gap-8 md:grid-cols-2">
        {billingPlans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            formatPrice={(amount) => money.format(amount)}
            isChosen={plan.id === period}
            isSignedIn={user !== null}
          />
        ))}
      </ul>
      <p className="mt-6 text-center text-sm text-muted">{t('pricing.pricesNote')}</p>

      <section aria-labelledby="pricing-included" className="mt-24">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-included" className="text-3xl font-bold tracking-tight">
            {t('pricing.includedTitle', { productName })}
          </h2>
          <p className="mt-3 text-muted">{t('pricing.includedSubtitle')}</p>
        </div>
        <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
          {proFeatures.map((feature) => {
            const { title, text } = proFeatureText[feature](t, productName);
            return (
              <IconCard
                key={feature}
                icon={featureIcons[feature]}
                title={title}
                text={text}
                isFramed={false}
              />
            );
          })}
        </ul>
      </section>

      <TitledSection
        title={t('pricing.questionsTitle')}
        look="feature"
        className="mx-auto mt-24 max-w-3xl"
      >
        <dl className="mt-10 grid gap-8 sm:grid-cols-2">
          {questions.map(({ question, answer }) => (
            <div key={question}>
              <dt className="font-semibold">{question}</dt>
              <dd className="mt-2 text-sm leading-6 text-muted">{answer}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-10 text-center">
          <Link
            to={routePatterns.faq}
            className="rounded font-medium text-brand-text underline underline-offset-2"
          >
            {t('pricing.moreQuestions')}
          </Link>
        </p>
      </TitledSection>

      <TitledSection
        title={t('pricing.ctaTitle')}
        look="callout"
        className="mt-24 rounded-3xl bg-brand px-6 py-12 text-center text-on-brand sm:px-12"
      >
        <p className="mt-3 text-on-brand">{t('pricing.ctaText')}</p>
        <LinkButton to={routePatterns.register} variant="onBrand" size="lg" className="mt-8">
          {t('pricing.ctaButton')}
        </LinkButton>
      </TitledSection>
    </div>
  );
}
