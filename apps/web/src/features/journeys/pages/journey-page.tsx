import { PanelsTopLeft } from 'lucide-react';
import { Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import { pathTo } from '@waymark/shared/routes';
import { useLiveJourney } from '@/features/journeys/api/use-live-journey';
import { useJourney } from '@/lib/journey-detail/journey-query';
import { JourneyActions } from '@/features/journeys/components/journey-actions';
import { JourneyActivity } from '@/features/journeys/components/journey-activity';
import { JourneyHeader } from '@/features/journeys/components/journey-header';
import { LoadFailed } from '@/features/journeys/components/load-more';
import { StaleNotice } from '@/features/journeys/components/stale-notice';
import { OfflineEditConflict, useRefusedEdit } from '@/ui/offline-edit-conflict';
import { StepChecklist } from '@/features/journeys/components/step-checklist';
import { SharePanel } from '@/features/journeys/collaborators/components/share-panel';
import { canEditContent } from '@waymark/shared/journeys/collaborators/rules';
import { PausesSection } from '@/features/journeys/habits/components/pauses-section';
import { TargetCard } from '@/features/journeys/components/target-card';
import { isNotFound } from '@/features/journeys/lib/api-errors';
import { useAuthContext } from '@/lib/auth/auth-context';
import { useProductName } from '@/lib/public-config';
import { NotFoundPanel } from '@/ui/not-found-panel';
import { PageFallback } from '@/ui/page-fallback';
import { LoadingLine } from '@/ui/loading-line';
import { Spinner } from '@/ui/spinner';
import { TitledSection } from '@/ui/titled-section';

/**
 * The journey's document, editable for its owner and read-only for visitors. It belongs to the
 * workspace feature, which this one may not import: the app's route hands it in.
 */
export type JourneyDocumentSection = ComponentType<{ journey: JourneyDetail }>;

interface JourneyViewProps {
  journey: JourneyDetail;
  onReload: () => void;
  DocumentSection?: JourneyDocumentSection;
  /** The owner's insights panel (issue 19), handed in by the app's route like the document. */
  InsightsSection?: JourneyDocumentSection;
}

/** The caller's part: the server says; a cached journey from before it did falls back on canEdit. */
const roleOf = (journey: JourneyDetail) => journey.myRole ?? (journey.canEdit ? 'owner' : null);

function JourneyView({ journey, onReload, DocumentSection, InsightsSection }: JourneyViewProps) {
  const { t } = useTranslation('journeys');
  const productName = useProductName();
  const { user } = useAuthContext();
  const [isStale, setIsStale] = useState(false);
  // An edit made offline that met a newer version: shown beside the saved one, like a note.
  const refusedEdit = useRefusedEdit('journey-edit', journeysApi.journey(journey.id));
  const notice = isStale ? (
    <StaleNotice
      onReload={() => {
        setIsStale(false);
        onReload();
      }}
    />
  ) : refusedEdit ? (
    <OfflineEditConflict entry={refusedEdit} version={journey.version} />
  ) : null;
  // The owner's actions, an editor's edit, or the fork button of a signed-in person on a public
  // journey.
  const hasActions =
    canEditContent(roleOf(journey)) || (user !== null && journey.visibility === 'public');
  const actions = hasActions ? (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <JourneyActions
        journey={journey}
        isSignedIn={user !== null}
        onStale={() => setIsStale(true)}
      />
      {journey.canEdit && journey.project ? (
        <Link
          to={pathTo('workspaceJourney', { projectId: journey.project.id, journeyId: journey.id })}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-text hover:underline"
        >
          <PanelsTopLeft aria-hidden="true" className="size-4" />
          {t('view.openInWorkspace')}
        </Link>
      ) : null}
    </div>
  ) : null;

  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <title>{t('view.documentTitle', { title: journey.title, productName })}</title>
      <JourneyHeader journey={journey} notice={notice} actions={actions} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-8">
          {journey.target ? (
            <TitledSection title={t('target.title')} look="block">
              <TargetCard journey={journey} />
            </TitledSection>
          ) : null}
          <TitledSection title={t('view.steps')} look="block">
            <StepChecklist
              journeyId={journey.id}
              steps={journey.steps}
              canEdit={canEditContent(roleOf(journey))}
              onStale={() => setIsStale(true)}
            />
          </TitledSection>
          {DocumentSection ? (
            <TitledSection title={t('view.document')} look="block">
              <Suspense fallback={<LoadingLine label={t('view.documentLoading')} />}>
                <DocumentSection journey={journey} />
              </Suspense>
            </TitledSection>
          ) : null}
        </div>
        <div className="min-w-0 space-y-8">
          {InsightsSection && journey.canEdit ? (
            <TitledSection title={t('view.insights')} look="block">
              <Suspense fallback={<Spinner className="size-5" />}>
                <InsightsSection journey={journey} />
              </Suspense>
            </TitledSection>
          ) : null}
          <PausesSection journeyId={journey.id} canEdit={canEditContent(roleOf(journey))} />
          {journey.myRole ? (
            <TitledSection title={t('share.title')} look="block">
              <SharePanel journeyId={journey.id} myRole={journey.myRole} />
            </TitledSection>
          ) : null}
          <TitledSection title={t('view.activity.title')} look="block">
            <JourneyActivity journeyId={journey.id} />
          </TitledSection>
        </div>
      </div>
    </article>
  );
}

/**
 * /journeys/:id — visible per the journey's visibility; public ones to visitors too. Header,
 * steps as a checklist, the document inline and the journey's activity.
 */
export function JourneyPage({
  DocumentSection,
  InsightsSection,
}: {
  DocumentSection?: JourneyDocumentSection;
  InsightsSection?: JourneyDocumentSection;
}) {
  const { id = '' } = useParams();
  const journey = useJourney(id);
  useLiveJourney(id);
  if (journey.isPending) return <PageFallback />;
  if (journey.isError) {
    if (isNotFound(journey.error)) return <NotFoundPanel />;
    return (
      <div className="mx-auto max-w-4xl px-4 py-12">
        <LoadFailed onRetry={() => void journey.refetch()} />
      </div>
    );
  }
  return (
    <JourneyView
      journey={journey.data}
      onReload={() => void journey.refetch()}
      DocumentSection={DocumentSection}
      InsightsSection={InsightsSection}
    />
  );
}
