import { Plus, Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Journey } from '@waymark/shared/journeys/journey-contracts';
import { pathTo, routePatterns } from '@waymark/shared/routes';
import { usePrefetchJourney } from '@/lib/journey-detail/journey-query';
import { useProgressText } from '@/lib/use-progress-text';
import { CardLink } from '@/ui/card-link';
import { LinkButton } from '@/ui/link-button';
import { ProgressBar } from '@/ui/progress-bar';
import { IconNote } from '@/ui/icon-note';

/** The active journeys, each with its progress; none yet invites the first one. */
export function ActiveJourneys({ journeys }: { journeys: readonly Journey[] }) {
  const { t } = useTranslation('journeys');
  const progressText = useProgressText();
  const prefetchJourney = usePrefetchJourney();
  if (journeys.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-line p-6">
        <IconNote icon={Route}>{t('dashboard.noActive')}</IconNote>
        <LinkButton to={routePatterns.createJourney} icon={Plus}>
          {t('list.empty.action')}
        </LinkButton>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {journeys.map((journey) => {
        const { percent, steps, valueText } = progressText(journey);
        return (
          <li
            key={journey.id}
            className="relative rounded-xl border border-line bg-raised p-4 shadow-sm hover:shadow-md"
          >
            <div className="flex items-baseline justify-between gap-3">
              <CardLink
                to={pathTo('journey', { id: journey.id })}
                className="font-medium"
                prefetchData={prefetchJourney(journey.id)}
                // The person's active journeys: the likeliest next screens from the dashboard.
                isPrefetchedInView
              >
                {journey.title}
              </CardLink>
              <span className="text-sm font-semibold tabular-nums" data-testid="progress-percent">
                {percent}
              </span>
            </div>
            <p className="mb-2 mt-0.5 text-xs text-muted">{steps}</p>
            <ProgressBar
              value={journey.progress}
              size="sm"
              label={t('progress.label', { title: journey.title })}
              valueText={valueText}
            />
          </li>
        );
      })}
    </ul>
  );
}
