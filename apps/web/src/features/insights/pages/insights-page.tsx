import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { localDate } from '@waymark/shared/journeys/dates';
import { routePatterns } from '@waymark/shared/routes';
import { useInsightsAccess } from '@/features/insights/api/get-access';
import { useInsights } from '@/features/insights/api/get-insights';
import { InsightsView } from '@/features/insights/components/insights-view';
import { WeeklyMailSetting } from '@/features/insights/components/weekly-mail-setting';
import { sampleInsights } from '@/features/insights/lib/sample-insights';
import { useProductName } from '@/lib/public-config';
import { LinkButton } from '@/ui/link-button';
import { LoadFailed } from '@/ui/load-failed';
import { PageFallback } from '@/ui/page-fallback';
import { SignedInOnly } from '@/ui/signed-in-only';

/**
 * Without Pro: the page drawn from invented figures, blurred and hidden from assistive
 * technology, under a labelled card that says what Pro shows and leads to /billing.
 */
export function InsightsPreview() {
  const { t } = useTranslation('insights');
  const productName = useProductName();
  return (
    <div className="relative" data-testid="insights-preview">
      <div aria-hidden="true" inert className="pointer-events-none select-none blur-[3px]">
        <InsightsView overview={sampleInsights(localDate(new Date(), 'UTC'))} />
      </div>
      <div className="absolute inset-x-0 top-8 flex justify-center px-4">
        <section
          aria-labelledby="insights-preview-title"
          className="max-w-lg rounded-2xl border border-line bg-raised p-6 text-center shadow-lg"
        >
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand-text">
            <Sparkles aria-hidden="true" className="size-3.5" />
            {t('preview.badge')}
          </span>
          <h2 id="insights-preview-title" className="mt-3 text-xl font-bold">
            {t('preview.title')}
          </h2>
          <p className="mt-2 text-sm text-muted">{t('preview.text', { productName })}</p>
          <div className="mt-5 flex justify-center">
            <LinkButton to={routePatterns.billing} size="lg">
              {t('preview.action')}
            </LinkButton>
          </div>
        </section>
      </div>
    </div>
  );
}

function InsightsContent() {
  const { t } = useTranslation('insights');
  const productName = useProductName();
  const access = useInsightsAccess();
  const insights = useInsights({ isEnabled: !access.isPending && access.hasAccess });
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <title>{t('documentTitle', { productName })}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-2 mb-8 text-muted">{t('lead')}</p>
      {access.isPending ? (
        <PageFallback />
      ) : !access.hasAccess ? (
        <InsightsPreview />
      ) : insights.isPending ? (
        <PageFallback />
      ) : insights.isError ? (
        <LoadFailed
          message={t('errors.loadFailed')}
          retryLabel={t('errors.retry')}
          onRetry={() => void insights.refetch()}
        />
      ) : (
        <div className="space-y-10">
          <InsightsView overview={insights.data} />
          <WeeklyMailSetting />
        </div>
      )}
    </section>
  );
}

/** /insights (issue 19): the person's own analytics, Pro only, with a preview otherwise. */
export function InsightsPage() {
  return (
    <SignedInOnly>
      <InsightsContent />
    </SignedInOnly>
  );
}
