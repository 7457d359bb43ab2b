import { useQueryClient } from '@tanstack/react-query';
import type { JSONContent } from '@tiptap/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JourneyDocument } from '@waymark/shared/journeys/document';
import type { JourneyDocumentResponse } from '@waymark/shared/journeys/document-contracts';
import type { JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import {
  journeyDocumentQueryOptions,
  saveJourneyDocument,
  saveJourneyDocumentOnLeave,
} from '@/features/workspace/api/journey-document';
import { uploadJourneyImage } from '@/features/workspace/api/upload-image';
import { SaveStatus } from '@/features/workspace/components/save-status';
import { LazyBlockEditor } from '@/features/workspace/editor/lazy-block-editor';
import { useAutosave } from '@/features/workspace/lib/use-autosave';
import { startingContent } from '@/features/workspace/lib/starting-document';
import { useJourneyStepHost } from '@/features/workspace/lib/use-journey-step-host';

interface Loaded {
  document: JourneyDocument;
  version: number;
  /** Bumped on reload, so the editor remounts with the server's content. */
  generation: number;
}

/** The journey's document in the block editor, saved as one types, with conflict recovery. */
export function JourneyDocumentEditor({
  journey,
  initial,
}: {
  journey: JourneyDetail;
  initial: JourneyDocumentResponse;
}) {
  const { t } = useTranslation('workspace');
  const queryClient = useQueryClient();
  const stepHost = useJourneyStepHost(journey);
  const [loaded, setLoaded] = useState<Loaded>({ ...initial, generation: 0 });
  const [isReloading, setIsReloading] = useState(false);
  const journeyId = journey.id;

  const autosave = useAutosave<JourneyDocument>({
    version: initial.version,
    save: useCallback(
      (document: JourneyDocument, baseVersion: number) =>
        saveJourneyDocument(journeyId, document, baseVersion),
      [journeyId],
    ),
    saveOnLeave: useCallback(
      (document: JourneyDocument, baseVersion: number) =>
        saveJourneyDocumentOnLeave(journeyId, document, baseVersion),
      [journeyId],
    ),
  });
  const { change, reloaded } = autosave;

  const reload = async () => {
    setIsReloading(true);
    try {
      const latest = await queryClient.fetchQuery({
        ...journeyDocumentQueryOptions(journeyId),
        staleTime: 0,
      });
      setLoaded((current) => ({ ...latest, generation: current.generation + 1 }));
      reloaded(latest.version);
    } catch {
      // The notice stays up with its button; the next try may work.
    } finally {
      setIsReloading(false);
    }
  };

  const uploadImage = useCallback((file: File) => uploadJourneyImage(journeyId, file), [journeyId]);
  const onChange = useCallback(
    (content: JSONContent) => change(content as JourneyDocument),
    [change],
  );

  return (
    <>
      <SaveStatus
        status={autosave.state.status}
        onRetry={autosave.flush}
        onReload={() => void reload()}
        isReloading={isReloading}
      />
      <div className="mt-4">
        <LazyBlockEditor
          key={loaded.generation}
          // The editor reads it when it mounts only, so ticking a step never resets the text.
          initialContent={startingContent(
            loaded,
            journey.steps.map((step) => step.id),
          )}
          onChange={onChange}
          stepHost={stepHost}
          uploadImage={uploadImage}
          label={t('editor.label', { title: journey.title })}
        />
      </div>
    </>
  );
}
