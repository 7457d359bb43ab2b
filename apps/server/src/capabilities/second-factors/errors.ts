import { APIError } from 'better-auth/api';
import type { z } from 'zod';
import { isAppError } from '@/errors';
import { RetryLaterError } from '@/capabilities/second-factors/attempt-limits';

const statusNames = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
} as const;

/**
 * better-auth endpoints answer with APIError. Our services throw AppError; the code rides
 * along in the body so features/auth/responses.ts hands clients the same code and message.
 */
export function toApiError(error: unknown): unknown {
  if (!isAppError(error)) return error;
  const status = statusNames[error.statusCode as keyof typeof statusNames];
  if (!status) return error;
  // Passed on to the client by features/auth/routes.ts with the rest of the headers.
  const headers =
    error instanceof RetryLaterError
      ? { 'retry-after': String(error.retryAfterSeconds) }
      : undefined;
  return new APIError(status, { code: error.code, message: error.publicMessage }, headers);
}

/** Parses a body with a shared zod schema: the first problem, with its field, is the answer. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new APIError('BAD_REQUEST', {
    code: 'VALIDATION_FAILED',
    message: issue?.message ?? 'Request validation failed',
    ...(issue && issue.path.length > 0 ? { field: issue.path.join('.') } : {}),
  });
}
