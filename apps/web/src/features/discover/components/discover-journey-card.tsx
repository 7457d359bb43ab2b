import { useTranslation } from 'react-i18next';
import type { DiscoverJourney } from '@waymark/shared/discover/contracts';
import { pathTo } from '@waymark/shared/routes';
import { PersonAvatar, personName } from '@/features/discover/components/person-avatar';
import { usePrefetchJourney } from '@/lib/journey-detail/journey-query';
import { useProgressText } from '@/lib/use-progress-text';
import { categoryLabel } from '@/lib/journey-labels';
import { CardLink } from '@/ui/card-link';
import { ProgressBar } from '@/ui/progress-bar';
import { CardGrid, CoverCard } from '@/ui/cover-card';

/** A journey someone shares: cover, title (the link), category, owner and progress. */
export function DiscoverJourneyCard({ journey }: { journey: DiscoverJourney }) {
  const { t } = useTranslation('discover');
  const progressText = useProgressText();
  const prefetchJourney = usePrefetchJourney();
  return (
    <CoverCard
      seed={journey.id}
      coverUrl={journey.coverImageUrl}
      coverAlt={t('coverOf', { title: journey.title })}
    >
      <div>
        <p className="text-xs font-medium text-brand-text">{categoryLabel(t, journey.category)}</p>
        <h3 className="mt-1 font-semibold leading-snug">
          <CardLink
            to={pathTo('journey', { id: journey.id })}
            className="focus-visible:outline-none group-focus-within:underline"
            prefetchData={prefetchJourney(journey.id)}
          >
            {journey.title}
          </CardLink>
        </h3>
        {journey.description ? (
          <p dir="auto" className="mt-1 line-clamp-2 text-sm text-muted">
            {journey.description}
          </p>
        ) : null}
      </div>
      <p className="flex items-center gap-2 text-sm text-muted">
        <PersonAvatar person={journey.owner} size="sm" />
        <bdi className="truncate">{personName(journey.owner, t('someone'))}</bdi>
      </p>
      <div className="mt-auto">
        <ProgressBar
          size="sm"
          value={journey.progress}
          label={t('progressOf', { title: journey.title })}
          valueText={progressText(journey).valueText}
        />
      </div>
    </CoverCard>
  );
}

/** Journeys as cards, one to three across. */
export function DiscoverJourneyGrid({ journeys }: { journeys: readonly DiscoverJourney[] }) {
  return (
    <CardGrid items={journeys}>{(journey) => <DiscoverJourneyCard journey={journey} />}</CardGrid>
  );
}
