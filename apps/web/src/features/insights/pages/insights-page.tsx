import { useTranslation } from 'react-i18next';
import { localDate } from '@waymark/shared/journeys/dates';
import { useInsightsAccess } from '@/features/insights/api/get-access';
import { useInsights } from '@/features/insights/api/get-insights';
import { InsightsView } from '@/features/insights/components/insights-view';
import { WeeklyMailSetting } from '@/features/insights/components/weekly-mail-setting';
import { sampleInsights } from '@/features/insights/lib/sample-insights';
import { useProductName } from '@/lib/public-config';
import { PaywallPreview } from '@/ui/paywall-preview';
import { LoadFailed } from '@/ui/load-failed';
import { PageFallback } from '@/ui/page-fallback';
import { SignedInOnly } from '@/ui/signed-in-only';
import { ProPageHeading } from '@/ui/pro-page-heading';

/**
 * Without Pro: the page drawn from invented figures, blurred and hidden from assistive
 * technology, under a labelled card that says what Pro shows and leads to /billing.
 */
export function InsightsPreview() {
  const { t } = useTranslation('insights');
  const productName = useProductName();
  return (
    <PaywallPreview
      id="insights-preview"
      testId="insights-preview"
      sample={<InsightsView overview={sampleInsights(localDate(new Date(), 'UTC'))} />}
      badge={t('preview.badge')}
      title={t('preview.title')}
      text={t('preview.text', { productName })}
      action={t('preview.action')}
    />
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
      <ProPageHeading title={t('title')} lead={t('lead')} />
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
