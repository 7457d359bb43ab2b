import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { JourneyInsight } from '@waymark/shared/insights/contracts';
import { pathTo } from '@waymark/shared/routes';
import { ForecastText } from '@/features/insights/components/forecast-text';
import { useFormatters } from '@/lib/format/use-formatters';
import { ProgressBar } from '@/ui/progress-bar';

/** Each journey with its progress, overdue steps and the forecast in words. */
export function JourneyForecasts({ journeys }: { journeys: readonly JourneyInsight[] }) {
  const { t } = useTranslation('insights');
  const format = useFormatters();
  if (journeys.length === 0) return <p className="text-sm text-muted">{t('journeys.empty')}</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {journeys.map((journey) => (
        <li key={journey.id} className="rounded-2xl border border-line bg-raised p-5 shadow-sm">
          <Link
            to={pathTo('journey', { id: journey.id })}
            className="font-semibold text-brand-text underline-offset-4 hover:underline"
          >
            {journey.title}
          </Link>
          <div className="mt-2">
            <ProgressBar
              value={
                journey.stepCount > 0 ? (journey.completedStepCount * 100) / journey.stepCount : 0
              }
              label={t('journeys.progressOf', { title: journey.title })}
              valueText={t('journeys.progress', {
                done: format.number(journey.completedStepCount),
                total: format.number(journey.stepCount),
              })}
            />
            <p className="mt-1 text-xs text-muted">
              {t('journeys.progress', {
                done: format.number(journey.completedStepCount),
                total: format.number(journey.stepCount),
              })}
            </p>
          </div>
          {journey.overdueSteps > 0 ? (
            <p className="mt-2 text-sm font-medium text-danger">
              {t('journeys.overdue', {
                count: journey.overdueSteps,
                shown: format.number(journey.overdueSteps),
              })}
            </p>
          ) : null}
          <div className="mt-2">
            <ForecastText forecast={journey.forecast} target={journey.target} />
          </div>
        </li>
      ))}
    </ul>
  );
}
