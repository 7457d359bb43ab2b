import { AppError } from '@/errors';

/** The same answer for an unknown journey and one the caller may not see or change. */
export const journeyNotFound = () => new AppError('NOT_FOUND', 'Journey not found');
export const stepNotFound = () => new AppError('NOT_FOUND', 'Step not found');
export const projectNotFound = () => new AppError('NOT_FOUND', 'Project not found');

export const staleVersion = (what: string) =>
  new AppError(
    'CONFLICT',
    `This ${what} was changed somewhere else. Reload to see the latest version before saving.`,
  );

export const invalidField = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', `${path}: ${message}`, { details: [{ path, message }] });
