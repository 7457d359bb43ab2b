import { emptyJourneyDocument, type JourneyDocument } from '@waymark/shared/journeys/document';
import type {
  DocumentSaved,
  JourneyDocumentResponse,
} from '@waymark/shared/journeys/document-contracts';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { journeyNotFound, staleVersion } from '@/features/journeys/errors';
import {
  documentVersion,
  findDocument,
  insertDocument,
  replaceDocument,
} from '@/features/journeys/document-queries';
import { findVisibleJourney } from '@/features/journeys/journey-queries';
import { lockForEdit } from '@/features/journeys/journey-access';

/** Whoever may see the journey may read its document; one never written is empty, version 0. */
export async function getDocument(
  db: AppDatabase,
  viewerId: string | null,
  journeyId: string,
): Promise<JourneyDocumentResponse> {
  return withUser(db, viewerId, async (tx) => {
    if (!(await findVisibleJourney(tx, journeyId))) throw journeyNotFound();
    const row = await findDocument(tx, journeyId);
    if (!row) return { document: emptyJourneyDocument, version: 0, updatedAt: null };
    return {
      document: row.document as JourneyDocument,
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/**
 * Saves the whole document if `baseVersion` is the stored one, else 409: an editor that
 * missed someone else's save must reload instead of overwriting it. The journey's lock
 * serialises two saves of the same base.
 */
export async function saveDocument(
  db: AppDatabase,
  userId: string,
  journeyId: string,
  document: JourneyDocument,
  baseVersion: number,
): Promise<DocumentSaved> {
  return withUser(db, userId, async (tx) => {
    // Its owner or an editor of a shared journey; a viewer is refused.
    const journey = await lockForEdit(tx, journeyId);
    const current = await documentVersion(tx, journeyId);
    if ((current ?? 0) !== baseVersion) throw staleVersion('document');
    const saved =
      current !== null
        ? await replaceDocument(tx, journeyId, document)
        : await insertDocument(tx, {
            journeyId,
            ownerId: journey.ownerId,
            document,
            version: 1,
          });
    if (!saved) throw new Error('Saving a document returned no row');
    return { version: saved.version, updatedAt: saved.updatedAt.toISOString() };
  });
}
