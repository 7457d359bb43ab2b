import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@waymark/shared/routes';
import { useJourney } from '@/lib/journey-detail/journey-query';
import { useJourneyDocument } from '@/features/workspace/api/journey-document';
import { JourneyDocumentEditor } from '@/features/workspace/components/journey-document-editor';
import { LoadFailed } from '@/features/workspace/components/load-failed';
import { ProgressBar } from '@/features/workspace/components/progress-bar';
import { ApiError } from '@/lib/api-client';
import { isAwaitingFresh } from '@/lib/kept-reads/awaiting-fresh';
import { NotFoundPanel } from '@/ui/not-found-panel';
import { PageFallback } from '@/ui/page-fallback';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** /projects/workspace/:projectId/journeys/:journeyId: title and progress over the document. */
export function WorkspaceJourneyPage() {
  const { journeyId = '' } = useParams();
  const { t } = useTranslation('workspace');
  const journey = useJourney(journeyId);
  const document = useJourneyDocument(journeyId);

  if (isNotFound(journey.error) || isNotFound(document.error)) return <NotFoundPanel />;
  if (journey.isError || document.isError) {
    return (
      <LoadFailed
        onRetry={() => {
          void journey.refetch();
          void document.refetch();
        }}
      />
    );
  }
  // The editor starts from the server's document, never from the copy the device kept.
  if (journey.isPending || document.isPending || isAwaitingFresh(document)) {
    return <PageFallback />;
  }

  const { data } = journey;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-8">
      {data.project ? (
        <p className="text-sm font-medium text-brand-text">
          <span aria-hidden="true">{data.project.icon} </span>
          <bdi>{data.project.title}</bdi>
        </p>
      ) : null}
      <h1 dir="auto" className="mt-1 text-3xl font-bold tracking-tight">
        {data.title}
      </h1>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <ProgressBar percent={data.progress} />
        <Link
          to={pathTo('journey', { id: data.id })}
          className="text-sm font-medium text-brand-text underline underline-offset-2"
        >
          {t('journey.openPage')}
        </Link>
      </div>
      <div className="mt-6 border-t border-line pt-4">
        {data.canEdit ? (
          <JourneyDocumentEditor key={data.id} journey={data} initial={document.data} />
        ) : (
          <p className="text-muted">{t('journey.readOnly')}</p>
        )}
      </div>
    </article>
  );
}
