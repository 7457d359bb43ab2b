import { CalendarDays, FolderOpen, GitFork } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import { pathTo } from '@waymark/shared/routes';
import { JourneyPace } from '@/features/journeys/components/journey-pace';
import { OwnerLine } from '@/features/journeys/components/owner-line';
import { StatusBadge } from '@/features/journeys/components/status-badge';
import { VisibilityTag } from '@/features/journeys/components/visibility-icon';
import { categoryLabel } from '@/lib/journey-labels';
import { useCalendarDate } from '@/lib/use-calendar-date';
import { useProgressText } from '@/lib/use-progress-text';
import { ProgressRing } from '@/ui/progress-ring';
import { CoverPlaceholder } from '@/ui/trail-art';

/** A start or target date of the journey, or "Not set". */
function DateFact({ label, date }: { label: string; date: string | null }) {
  const { t } = useTranslation('journeys');
  const calendarDate = useCalendarDate();
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="mt-1 flex items-center gap-1.5 font-medium">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted" />
        {date ? calendarDate(date) : t('view.noDate')}
      </dd>
    </div>
  );
}

function ProjectFact({ project }: { project: JourneyDetail['project'] }) {
  const { t } = useTranslation('journeys');
  return (
    <div>
      <dt className="text-muted">{t('view.project')}</dt>
      <dd className="mt-1 font-medium">
        {project ? (
          <Link
            to={pathTo('project', { id: project.id })}
            className="inline-flex items-center gap-1.5 hover:underline"
          >
            <span aria-hidden="true">{project.icon}</span>
            <bdi>{project.title}</bdi>
          </Link>
        ) : (
          <span className="inline-flex items-center gap-1.5 text-muted">
            <FolderOpen aria-hidden="true" className="size-4" />
            {t('view.noProject')}
          </span>
        )}
      </dd>
    </div>
  );
}

/** The ring with "n of m steps" under it. */
function ProgressFact({ journey }: { journey: JourneyDetail }) {
  const { t } = useTranslation('journeys');
  const { percent, steps, valueText } = useProgressText()(journey);
  return (
    <div className="flex flex-col items-center gap-1.5">
      <ProgressRing
        value={journey.progress}
        label={t('progress.label', { title: journey.title })}
        valueText={valueText}
        display={percent}
      />
      <span className="text-xs text-muted">{steps}</span>
    </div>
  );
}

/**
 * The top of the journey page: the cover (or the grid's gradient), then the progress ring, the
 * title, the owner, the description, the dates, the pace and the project; `actions` below.
 */
export function JourneyHeader({
  journey,
  notice,
  actions,
}: {
  journey: JourneyDetail;
  notice?: ReactNode;
  /** Nothing for a visitor who may do nothing with it. */
  actions: ReactNode;
}) {
  const { t } = useTranslation('journeys');
  return (
    <header className="overflow-hidden rounded-3xl border border-line bg-raised shadow-sm">
      {/* The same drawing as this journey's card in the grid, so it is recognisable. */}
      <div className="aspect-[5/2] overflow-hidden sm:aspect-[5/1]">
        {journey.coverImageUrl ? (
          <img src={journey.coverImageUrl} alt="" className="size-full object-cover" />
        ) : (
          <CoverPlaceholder seed={journey.id} />
        )}
      </div>
      <div className="space-y-5 p-5 sm:p-8">
        {notice}
        <div className="flex flex-col-reverse gap-5 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1 space-y-3">
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={journey.status} />
              <span className="text-sm text-muted">{categoryLabel(t, journey.category)}</span>
              <VisibilityTag visibility={journey.visibility} />
              {journey.forkedFromId ? (
                <span className="inline-flex items-center gap-1 text-sm text-muted">
                  <GitFork aria-hidden="true" className="size-3.5" />
                  {t('view.forkedTag')}
                </span>
              ) : null}
            </div>
            <h1 dir="auto" className="text-3xl font-bold tracking-tight text-balance break-words">
              {journey.title}
            </h1>
            <OwnerLine owner={journey.owner} />
            {journey.description ? (
              <p dir="auto" className="whitespace-pre-line text-pretty">
                {journey.description}
              </p>
            ) : null}
          </div>
          <ProgressFact journey={journey} />
        </div>
        <dl className="grid grid-cols-2 gap-4 text-sm lg:grid-cols-4">
          <DateFact label={t('view.start')} date={journey.startDate} />
          <DateFact label={t('view.target')} date={journey.targetDate} />
          <JourneyPace journey={journey} />
          <ProjectFact project={journey.project} />
        </dl>
        {actions ? <div className="border-t border-line pt-5">{actions}</div> : null}
      </div>
    </header>
  );
}
