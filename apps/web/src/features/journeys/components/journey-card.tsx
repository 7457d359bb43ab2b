import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Journey } from '@waymark/shared/journeys/journey-contracts';
import { pathTo } from '@waymark/shared/routes';
import { JourneyProgress } from '@/features/journeys/components/journey-progress';
import { StatusBadge } from '@/features/journeys/components/status-badge';
import { VisibilityTag } from '@/features/journeys/components/visibility-icon';
import { categoryLabel } from '@/lib/journey-labels';
import { useCalendarDate } from '@/lib/use-calendar-date';

/** A journey in the grid: cover, title (the link), status, progress and target date. */
export function JourneyCard({ journey }: { journey: Journey }) {
  const { t } = useTranslation('journeys');
  const calendarDate = useCalendarDate();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-raised shadow-sm transition-shadow hover:shadow-md">
      <div className="aspect-[3/1] bg-gradient-to-br from-indigo-500/80 via-sky-500/70 to-emerald-400/70">
        {journey.coverImageUrl ? (
          <img
            src={journey.coverImageUrl}
            alt=""
            loading="lazy"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold leading-snug">
            <Link
              to={pathTo('journey', { id: journey.id })}
              className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
            >
              {journey.title}
            </Link>
          </h3>
          <StatusBadge status={journey.status} />
        </div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <span>{categoryLabel(t, journey.category)}</span>
          <VisibilityTag visibility={journey.visibility} />
          {journey.targetDate ? (
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              {t('card.target', { date: calendarDate(journey.targetDate) })}
            </span>
          ) : null}
        </p>
        <div className="mt-auto">
          <JourneyProgress
            title={journey.title}
            progress={journey.progress}
            completed={journey.completedStepCount}
            total={journey.stepCount}
            size="sm"
          />
        </div>
      </div>
    </article>
  );
}

/** A journey in the list view: one compact row. */
export function JourneyRow({ journey }: { journey: Journey }) {
  const { t } = useTranslation('journeys');
  return (
    <li className="relative grid gap-3 rounded-xl border border-line bg-raised p-4 shadow-sm sm:grid-cols-[minmax(0,2fr)_auto_minmax(0,1fr)] sm:items-center">
      <div className="min-w-0">
        <Link
          to={pathTo('journey', { id: journey.id })}
          className="font-semibold after:absolute after:inset-0"
        >
          {journey.title}
        </Link>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-muted">
          <span>{categoryLabel(t, journey.category)}</span>
          <VisibilityTag visibility={journey.visibility} />
        </p>
      </div>
      <StatusBadge status={journey.status} />
      <JourneyProgress
        title={journey.title}
        progress={journey.progress}
        completed={journey.completedStepCount}
        total={journey.stepCount}
        size="sm"
      />
    </li>
  );
}

/** Journeys as cards, one to three across. */
export function JourneyGrid({ journeys }: { journeys: readonly Journey[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {journeys.map((journey) => (
        <li key={journey.id} className="flex">
          <JourneyCard journey={journey} />
        </li>
      ))}
    </ul>
  );
}
