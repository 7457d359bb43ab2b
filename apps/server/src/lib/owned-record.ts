import type { Visibility } from '@waymark/shared/journeys/common-contracts';

/**
 * What journeys and projects share: a person owns the record and edits it by version; it has a
 * title and a description and says who may see it.
 */
export interface OwnedRecord {
  id: string;
  ownerId: string;
  title: string;
  description: string;
  visibility: string;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The shared fields of an owned record as the API shows them; only its owner may edit it. */
export function presentOwnedRecord(record: OwnedRecord, viewerId: string | null) {
  return {
    id: record.id,
    ownerId: record.ownerId,
    title: record.title,
    description: record.description,
    visibility: record.visibility as Visibility,
    canEdit: viewerId !== null && record.ownerId === viewerId,
    version: record.version,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
