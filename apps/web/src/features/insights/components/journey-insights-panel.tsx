import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routePatterns } from '@waymark/shared/routes';
import { useInsightsAccess } from '@/features/insights/api/get-access';
import { useJourneyInsight } from '@/features/insights/api/get-journey-insight';
import { ChartPanel } from '@/features/insights/components/chart-panel';
import { ForecastText } from '@/features/insights/components/forecast-text';
import { useCalendarDate } from '@/lib/use-calendar-date';

/**
 * A journey's insights on its page (its owner only; the route hands it to the journeys
 * feature): the forecast in words, progress over time and the overdue steps. Without Pro, one
 * line with the way to subscribe.
 */
export function JourneyInsightsPanel({ journey }: { journey: { id: string; canEdit: boolean } }) {
  const { t } = useTranslation('insights');
  const calendarDate = useCalendarDate();
  const access = useInsightsAccess();
  const detail = useJourneyInsight(journey.id, {
    isEnabled: journey.canEdit && !access.isPending && access.hasAccess,
  });
  if (!journey.canEdit || access.isPending) return null;
  if (!access.hasAccess) {
    return (
      <p
        className="rounded-2xl border border-line bg-raised p-4 text-sm"
        data-testid="journey-insights-upsell"
      >
        {t('panel.upgrade')}{' '}
        <Link
          to={routePatterns.billing}
          className="font-medium text-brand-text underline-offset-4 hover:underline"
        >
          {t('preview.action')}
        </Link>
      </p>
    );
  }
  if (!detail.data) return null;
  const { progress, overdue } = detail.data;
  return (
    <div className="space-y-4" data-testid="journey-insights">
      <div className="rounded-2xl border border-line bg-raised p-4 shadow-sm">
        <ForecastText forecast={detail.data.journey.forecast} target={detail.data.journey.target} />
      </div>
      {progress.length > 0 ? (
        <ChartPanel
          title={t('panel.progress')}
          summary={t('panel.progressSummary', {
            count: progress.at(-1)?.completed ?? 0,
            shown: String(progress.at(-1)?.completed ?? 0),
          })}
          kind="progress"
          rows={progress.map((point) => ({
            key: point.date,
            label: calendarDate(point.date),
            value: point.completed,
          }))}
          labelHeader={t('charts.day')}
          valueHeader={t('charts.steps')}
        />
      ) : null}
      {overdue.length > 0 ? (
        <section
          aria-labelledby="journey-overdue"
          className="rounded-2xl border border-line bg-raised p-4"
        >
          <h3 id="journey-overdue" className="font-semibold">
            {t('panel.overdue')}
          </h3>
          <ul className="mt-2 space-y-1 text-sm">
            {overdue.map((step) => (
              <li key={step.id} className="flex justify-between gap-2">
                <span className="min-w-0 truncate">{step.title}</span>
                <span className="shrink-0 text-danger dark:text-red-300">
                  {t('panel.due', { date: calendarDate(step.dueDate) })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
