import { AppError } from '@/errors';

/** The same answer for an unknown journey and one the caller may not see or change. */
export const journeyNotFound = () => new AppError('NOT_FOUND', 'Journey not found');
export const stepNotFound = () => new AppError('NOT_FOUND', 'Step not found');
// Journeys and projects share the optimistic-concurrency answer; it lives in @/errors.
export { staleVersion } from '@/errors';

export const invalidField = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', `${path}: ${message}`, { details: [{ path, message }] });
