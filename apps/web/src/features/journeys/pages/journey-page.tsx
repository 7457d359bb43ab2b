import { CalendarDays, FolderOpen, PanelsTopLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import { pathTo } from '@waymark/shared/routes';
import { useJourney } from '@/lib/journey-detail/journey-query';
import { JourneyActions } from '@/features/journeys/components/journey-actions';
import { JourneyProgress } from '@/features/journeys/components/journey-progress';
import { LoadFailed } from '@/features/journeys/components/load-more';
import { StaleNotice } from '@/features/journeys/components/stale-notice';
import { StatusBadge } from '@/features/journeys/components/status-badge';
import { StepChecklist } from '@/features/journeys/components/step-checklist';
import { VisibilityTag } from '@/features/journeys/components/visibility-icon';
import { isNotFound } from '@/features/journeys/lib/api-errors';
import { categoryLabel } from '@/lib/journey-labels';
import { useCalendarDate } from '@/lib/use-calendar-date';
import { useAuthContext } from '@/lib/auth/auth-context';
import { useProductName } from '@/lib/public-config';
import { NotFoundPanel } from '@/ui/not-found-panel';
import { PageFallback } from '@/ui/page-fallback';
import { TitledSection } from '@/ui/titled-section';

/** A start or target date of the journey, or "No date". */
function DateFact({ label, date }: { label: string; date: string | null }) {
  const { t } = useTranslation('journeys');
  const calendarDate = useCalendarDate();
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="mt-1 flex items-center gap-1.5 font-medium">
        <CalendarDays aria-hidden="true" className="size-4 text-muted" />
        {date ? calendarDate(date) : t('view.noDate')}
      </dd>
    </div>
  );
}

function JourneyView({ journey, onReload }: { journey: JourneyDetail; onReload: () => void }) {
  const { t } = useTranslation('journeys');
  const productName = useProductName();
  const { user } = useAuthContext();
  const [isStale, setIsStale] = useState(false);
  const ownerName = journey.owner.displayName ?? journey.owner.username ?? t('view.someone');

  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <title>{t('view.documentTitle', { title: journey.title, productName })}</title>
      <div className="overflow-hidden rounded-3xl border border-line bg-raised shadow-sm">
        <div className="aspect-[4/1] bg-gradient-to-br from-indigo-500/80 via-sky-500/70 to-emerald-400/70">
          {journey.coverImageUrl ? (
            <img src={journey.coverImageUrl} alt="" className="size-full object-cover" />
          ) : null}
        </div>
        <div className="space-y-5 p-6 sm:p-8">
          {isStale ? (
            <StaleNotice
              onReload={() => {
                setIsStale(false);
                onReload();
              }}
            />
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={journey.status} />
            <span className="text-sm text-muted">{categoryLabel(t, journey.category)}</span>
            <VisibilityTag visibility={journey.visibility} />
          </div>
          <h1 dir="auto" className="text-3xl font-bold tracking-tight text-balance">
            {journey.title}
          </h1>
          <p className="text-sm text-muted">
            {t('view.by')}{' '}
            <Link
              to={pathTo('profile', { id: journey.owner.id })}
              className="font-medium text-fg hover:underline"
            >
              <bdi>{ownerName}</bdi>
            </Link>
          </p>
          {journey.description ? (
            <p dir="auto" className="whitespace-pre-line text-pretty">
              {journey.description}
            </p>
          ) : null}
          <dl className="grid gap-4 text-sm sm:grid-cols-3">
            <DateFact label={t('view.start')} date={journey.startDate} />
            <DateFact label={t('view.target')} date={journey.targetDate} />
            <div>
              <dt className="text-muted">{t('view.project')}</dt>
              <dd className="mt-1 font-medium">
                {journey.project ? (
                  <Link
                    to={pathTo('project', { id: journey.project.id })}
                    className="inline-flex items-center gap-1.5 hover:underline"
                  >
                    <span aria-hidden="true">{journey.project.icon}</span>
                    <bdi>{journey.project.title}</bdi>
                  </Link>
                ) : (
                  <span className="inline-flex items-center gap-1.5 text-muted">
                    <FolderOpen aria-hidden="true" className="size-4" />
                    {t('view.noProject')}
                  </span>
                )}
              </dd>
            </div>
          </dl>
          <JourneyProgress
            title={journey.title}
            progress={journey.progress}
            completed={journey.completedStepCount}
            total={journey.stepCount}
          />
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
            <JourneyActions
              journey={journey}
              isSignedIn={user !== null}
              onStale={() => setIsStale(true)}
            />
            {journey.canEdit && journey.project ? (
              <Link
                to={pathTo('workspaceJourney', {
                  projectId: journey.project.id,
                  journeyId: journey.id,
                })}
                className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-text hover:underline"
              >
                <PanelsTopLeft aria-hidden="true" className="size-4" />
                {t('view.openInWorkspace')}
              </Link>
            ) : null}
          </div>
        </div>
      </div>
      <TitledSection title={t('view.steps')} look="block" className="mt-8">
        <StepChecklist journeyId={journey.id} steps={journey.steps} canEdit={journey.canEdit} />
      </TitledSection>
    </article>
  );
}

/** /journeys/:id — visible per the journey's visibility; public ones to visitors too. */
export function JourneyPage() {
  const { id = '' } = useParams();
  const journey = useJourney(id);
  if (journey.isPending) return <PageFallback />;
  if (journey.isError) {
    if (isNotFound(journey.error)) return <NotFoundPanel />;
    return (
      <div className="mx-auto max-w-4xl px-4 py-12">
        <LoadFailed onRetry={() => void journey.refetch()} />
      </div>
    );
  }
  return <JourneyView journey={journey.data} onReload={() => void journey.refetch()} />;
}
