import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorDetail } from '@waymark/shared/errors';
import { databaseInputProblem, isDatabaseUnavailable } from '@/db/errors';
import { AppError, isAppError } from '@/errors';
import { safeErrorMessage } from '@/logger';

export const bodyLimitBytes = 1_048_576;

/**
 * Turns every failure into `{ error: { code, message, details? } }` with a stable
 * code. Server errors are logged in full and answered with a generic message.
 */
export const errorHandler = fp(
  (app: FastifyInstance, _options: unknown, done: () => void) => {
    app.setErrorHandler((error, request, reply) => {
      const appError = toAppError(error);
      if (appError.statusCode >= 500) {
        const level = appError.code === 'DB_UNAVAILABLE' ? 'warn' : 'error';
        // Not error.message: a failed query's message holds its SQL and every parameter.
        request.log[level]({ err: error }, safeErrorMessage(error));
      }
      const body: ErrorBody = {
        error: {
          code: appError.code,
          message: appError.publicMessage,
          ...(appError.details ? { details: appError.details } : {}),
        },
      };
      return reply.status(appError.statusCode).send(body);
    });
    done();
  },
  { name: 'error-handler' },
);

function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details: ErrorDetail[] = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'is invalid',
    }));
    const summary = details.map(describeDetail).join('; ');
    const part = error.validationContext ?? 'request';
    return new AppError('VALIDATION_FAILED', `Invalid ${part}: ${summary}`, { details });
  }
  if (isDatabaseUnavailable(error)) {
    return new AppError('DB_UNAVAILABLE', undefined, { cause: error });
  }
  const inputProblem = databaseInputProblem(error);
  if (inputProblem) return new AppError('BAD_REQUEST', inputProblemMessages[inputProblem]);
  if (isFastifyError(error)) return fromFastifyError(error);
  return new AppError('INTERNAL', error instanceof Error ? error.message : String(error), {
    cause: error,
  });
}

// Safe to show: they say what kind of value was refused, never the database's own words.
const inputProblemMessages = {
  'invalid-value': 'A value in the request is out of range or cannot be stored',
  'missing-reference': 'The request refers to something that does not exist',
} as const;

// "id must be a valid UUID" already names its field; "Invalid input" does not.
function describeDetail(detail: ErrorDetail): string {
  const field = detail.path.split('.').at(-1) ?? '';
  return detail.path && !detail.message.startsWith(field)
    ? `${detail.path}: ${detail.message}`
    : detail.message;
}

function isFastifyError(error: unknown): error is FastifyError {
  return (
    error instanceof Error &&
    typeof (error as Partial<FastifyError>).code === 'string' &&
    typeof (error as Partial<FastifyError>).statusCode === 'number'
  );
}

function fromFastifyError(error: FastifyError): AppError {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('INVALID_JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'Request body is larger than 1 MB');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', error.message);
  }
  const status = error.statusCode ?? 500;
  if (status === 401) return new AppError('UNAUTHENTICATED');
  if (status === 403) return new AppError('FORBIDDEN');
  if (status === 404) return new AppError('NOT_FOUND');
  if (status === 429) return new AppError('RATE_LIMITED');
  // Fastify's own client errors (bad content length, bad URL, …) carry safe messages.
  if (status >= 400 && status < 500) return new AppError('BAD_REQUEST', error.message);
  return new AppError('INTERNAL', error.message, { cause: error });
}
