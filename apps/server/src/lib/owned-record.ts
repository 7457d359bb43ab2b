/** What journeys and projects share: a person owns the record, edits it by version, gives it a title. */
export interface OwnedRecord {
  id: string;
  ownerId: string;
  title: string;
  description: string;
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
    canEdit: viewerId !== null && record.ownerId === viewerId,
    version: record.version,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
