/**
 * Transitional barrel: the journey contracts live in one file per use case (common-, step-,
 * journey-, project-, list-, document-, activity-, dashboard-contracts and
 * journeys-api-paths). Import from those; this file goes once no importer is left.
 */
export * from './activity-contracts';
export * from './common-contracts';
export * from './dashboard-contracts';
export * from './document';
export * from './document-contracts';
export * from './journey-contracts';
export * from './journeys-api-paths';
export * from './list-contracts';
export * from './project-contracts';
export * from './step-contracts';
