import { ApiError } from '@/lib/api-client';

/** Unknown, deleted, private to someone else, or not even an id: all read as not found. */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** Someone (or another tab) changed it since it was loaded. */
export const isStale = (error: unknown) => error instanceof ApiError && error.status === 409;
