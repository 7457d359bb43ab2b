import { useTranslation } from 'react-i18next';
import type { JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import { canEditContent } from '@waymark/shared/journeys/collaborators/rules';
import { useJourneyDocument } from '@/features/workspace/api/journey-document';
import { DocumentView } from '@/features/workspace/components/document-view';
import { JourneyDocumentEditor } from '@/features/workspace/components/journey-document-editor';
import { LoadFailed } from '@/features/workspace/components/load-failed';
import { isAwaitingFresh } from '@/lib/kept-reads/awaiting-fresh';
import { LoadingLine } from '@/ui/loading-line';

/**
 * The journey's document on the journey page: its owner and the editors of a shared journey
 * write in the block editor (its chunk loads only then); anyone else who may see it reads it.
 * While the device's kept copy is being refreshed, they read it too: the editor starts from
 * the server's.
 */
export function JourneyDocumentSection({ journey }: { journey: JourneyDetail }) {
  const { t } = useTranslation('workspace');
  const document = useJourneyDocument(journey.id);
  if (document.isPending) {
    return <LoadingLine label={t('editor.loading')} className="py-6" />;
  }
  if (document.isError) return <LoadFailed onRetry={() => void document.refetch()} />;
  return (
    <div className="rounded-2xl border border-line bg-raised p-4 sm:p-6">
      {(journey.canEdit || canEditContent(journey.myRole)) && !isAwaitingFresh(document) ? (
        <JourneyDocumentEditor key={journey.id} journey={journey} initial={document.data} />
      ) : document.data.document.content.length === 0 ? (
        <p className="text-sm text-muted">{t('reader.empty')}</p>
      ) : (
        <DocumentView document={document.data.document} steps={journey.steps} />
      )}
    </div>
  );
}
