import { AppError } from '@/errors';

/** The same answer for an unknown journey and one the caller may not see or change. */
export const journeyNotFound = () => new AppError('NOT_FOUND', 'Journey not found');
export const stepNotFound = () => new AppError('NOT_FOUND', 'Step not found');
// Journeys and projects share the optimistic-concurrency answer; it lives in @/errors.
export { staleVersion } from '@/errors';

export const invalidField = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', `${path}: ${message}`, { details: [{ path, message }] });

/** A viewer of a shared journey tried to change it (they may see it, so no 404). */
export const viewerRefused = () =>
  new AppError(
    'FORBIDDEN',
    'You can view this journey but not change it: ask its owner for edit access',
  );
/** An editor of a shared journey tried what only its owner does. */
export const ownerOnly = (what = 'do this') =>
  new AppError('FORBIDDEN', `Only the owner of this journey can ${what}`);
