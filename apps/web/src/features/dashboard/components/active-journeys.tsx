import { Plus, Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Journey } from '@waymark/shared/journeys/journey-contracts';
import { pathTo, routePatterns } from '@waymark/shared/routes';
import { useFormatters } from '@/lib/format/use-formatters';
import { buttonClasses } from '@/ui/button-styles';
import { ProgressBar } from '@/ui/progress-bar';

/** The active journeys, each with its progress; none yet invites the first one. */
export function ActiveJourneys({ journeys }: { journeys: readonly Journey[] }) {
  const { t } = useTranslation('journeys');
  const format = useFormatters();
  if (journeys.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-line p-6">
        <p className="flex items-center gap-2 text-sm text-muted">
          <Route aria-hidden="true" className="size-4" />
          {t('dashboard.noActive')}
        </p>
        <Link to={routePatterns.createJourney} className={buttonClasses('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('list.empty.action')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {journeys.map((journey) => {
        const percent = format.number(journey.progress / 100, { style: 'percent' });
        const steps = t('progress.steps', {
          count: journey.stepCount,
          completed: format.number(journey.completedStepCount),
          total: format.number(journey.stepCount),
        });
        return (
          <li
            key={journey.id}
            className="relative rounded-xl border border-line bg-raised p-4 shadow-sm hover:shadow-md"
          >
            <div className="flex items-baseline justify-between gap-3">
              <Link
                to={pathTo('journey', { id: journey.id })}
                className="font-medium after:absolute after:inset-0"
              >
                {journey.title}
              </Link>
              <span className="text-sm font-semibold tabular-nums" data-testid="progress-percent">
                {percent}
              </span>
            </div>
            <p className="mb-2 mt-0.5 text-xs text-muted">{steps}</p>
            <ProgressBar
              value={journey.progress}
              size="sm"
              label={t('progress.label', { title: journey.title })}
              valueText={t('progress.valueText', { percent, steps })}
            />
          </li>
        );
      })}
    </ul>
  );
}
