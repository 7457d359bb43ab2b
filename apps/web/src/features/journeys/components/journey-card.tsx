import type { ReactNode } from 'react';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Journey } from '@waymark/shared/journeys/journey-contracts';
import { pathTo } from '@waymark/shared/routes';
import { JourneyProgress } from '@/features/journeys/components/journey-progress';
import { StatusBadge } from '@/features/journeys/components/status-badge';
import { CardMeta } from '@/features/journeys/components/card-meta';
import { usePrefetchJourney } from '@/lib/journey-detail/journey-query';
import { categoryLabel } from '@/lib/journey-labels';
import { isPendingId } from '@/lib/offline/pending-id';
import { useCalendarDate } from '@/lib/use-calendar-date';
import { CardLink } from '@/ui/card-link';
import { CardGrid, CoverCard } from '@/ui/cover-card';

/** A journey's category and visibility; the grid adds its target date (children). */
function JourneyMeta({
  journey,
  className,
  children,
}: {
  journey: Journey;
  className: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('journeys');
  return (
    <CardMeta
      label={categoryLabel(t, journey.category)}
      visibility={journey.visibility}
      className={className}
    >
      {children}
    </CardMeta>
  );
}

/** The small progress bar a journey shows in the grid and in the list. */
function CardProgress({ journey }: { journey: Journey }) {
  return (
    <JourneyProgress
      title={journey.title}
      progress={journey.progress}
      completed={journey.completedStepCount}
      total={journey.stepCount}
      size="sm"
    />
  );
}

/** The journey's title as the card's link (stretched over it; pointing at it prefetches the journey). */
function JourneyLink({ journey, className }: { journey: Journey; className: string }) {
  const prefetchJourney = usePrefetchJourney();
  return (
    <CardLink
      to={pathTo('journey', { id: journey.id })}
      className={className}
      isPending={isPendingId(journey.id)}
      prefetchData={prefetchJourney(journey.id)}
    >
      {journey.title}
    </CardLink>
  );
}

/** A journey in the grid: cover, title (the link), status, progress and target date. */
export function JourneyCard({ journey }: { journey: Journey }) {
  const { t } = useTranslation('journeys');
  const calendarDate = useCalendarDate();
  return (
    <CoverCard seed={journey.id} coverUrl={journey.coverImageUrl}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold leading-snug">
          <JourneyLink
            journey={journey}
            className="focus-visible:outline-none group-focus-within:underline"
          />
        </h3>
        <StatusBadge status={journey.status} />
      </div>
      <JourneyMeta journey={journey} className="gap-y-1">
        {journey.targetDate ? (
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-3.5" />
            {t('card.target', { date: calendarDate(journey.targetDate) })}
          </span>
        ) : null}
      </JourneyMeta>
      <div className="mt-auto">
        <CardProgress journey={journey} />
      </div>
    </CoverCard>
  );
}

/** A journey in the list view: one compact row. */
export function JourneyRow({ journey }: { journey: Journey }) {
  return (
    <li className="relative grid gap-3 rounded-xl border border-line bg-raised p-4 shadow-sm sm:grid-cols-[minmax(0,2fr)_auto_minmax(0,1fr)] sm:items-center">
      <div className="min-w-0">
        <JourneyLink journey={journey} className="font-semibold" />
        <JourneyMeta journey={journey} className="mt-1" />
      </div>
      <StatusBadge status={journey.status} />
      <CardProgress journey={journey} />
    </li>
  );
}

/** Journeys as cards, one to three across. */
export function JourneyGrid({ journeys }: { journeys: readonly Journey[] }) {
  return <CardGrid items={journeys}>{(journey) => <JourneyCard journey={journey} />}</CardGrid>;
}
