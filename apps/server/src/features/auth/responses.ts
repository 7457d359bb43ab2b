import { errorCodeSchema, type ErrorBody, type ErrorCode } from '@waymark/shared/errors';
import { z } from 'zod';
import { AppError } from '@/errors';

const betterAuthErrorSchema = z.looseObject({
  code: z.string().optional(),
  message: z.string().optional(),
  field: z.string().optional(),
});

const codesByStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  // better-auth's "cannot do that with this input" (e.g. a linked account already exists).
  422: 'BAD_REQUEST',
  429: 'RATE_LIMITED',
};

/**
 * better-auth answers errors as `{ code, message }`; clients of this API read one shape,
 * `{ error: { code, message, details? } }`, so its errors are reshaped on the way out.
 */
export function toErrorBody(status: number, payload: unknown): { status: number; body: ErrorBody } {
  const parsed = betterAuthErrorSchema.safeParse(payload);
  const data = parsed.success ? parsed.data : {};
  if (data.code === 'EMAIL_NOT_VERIFIED') {
    const error = new AppError('EMAIL_NOT_VERIFIED');
    return {
      status: error.statusCode,
      body: { error: { code: error.code, message: error.message } },
    };
  }
  // Our own plugins (capabilities/second-factors) throw with one of our codes: it stays as it is.
  const ours = errorCodeSchema.safeParse(data.code);
  const code: ErrorCode = ours.success ? ours.data : (codesByStatus[status] ?? 'INTERNAL');
  const error = new AppError(code, data.message ?? undefined);
  const message = status >= 500 ? error.publicMessage : error.message;
  return {
    status: status === 422 ? 400 : status,
    body: {
      error: {
        code,
        message,
        ...(data.field ? { details: [{ path: data.field, message }] } : {}),
      },
    },
  };
}
