import type { JSONContent } from '@tiptap/core';
import type { JourneyDocumentResponse } from '@waymark/shared/journeys/document-contracts';

/**
 * What the editor opens with. A document that was never written (version 0) starts with the
 * journey's steps as step blocks and an empty line to write on, so the plan is there from the
 * first look; it is saved with the first edit like anything typed. Once a version exists the
 * saved content is shown as it is, even empty: someone who cleared the steps keeps them cleared.
 * Null lets the editor start from its own empty paragraph.
 */
export function startingContent(
  loaded: Pick<JourneyDocumentResponse, 'document' | 'version'>,
  stepIds: readonly string[],
): JSONContent | null {
  if (loaded.document.content.length > 0) return loaded.document;
  if (loaded.version > 0 || stepIds.length === 0) return null;
  return {
    type: 'doc',
    content: [
      ...stepIds.map((stepId) => ({ type: 'stepBlock', attrs: { stepId } })),
      { type: 'paragraph' },
    ],
  };
}
