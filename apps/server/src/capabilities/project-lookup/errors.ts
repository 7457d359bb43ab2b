import { AppError } from '@/errors';

/** The same answer for an unknown project and one the caller may not see or change. */
export const projectNotFound = () => new AppError('NOT_FOUND', 'Project not found');
