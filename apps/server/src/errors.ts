import type { ErrorCode, ErrorDetail } from '@waymark/shared/errors';

const statusCodes = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  MFA_REQUIRED: 403,
  EMAIL_NOT_VERIFIED: 403,
  RATE_LIMITED: 429,
  DB_UNAVAILABLE: 503,
  CARD_DECLINED: 402,
  PAYMENT_PROVIDER_ERROR: 502,
  SUBSCRIPTION_REQUIRED: 402,
  INSUFFICIENT_SCOPE: 403,
  TOKEN_NOT_ALLOWED: 403,
  LINK_INVALID: 400,
  LINK_EXPIRED: 410,
  LINK_USED: 409,
  COMMUNITY_BANNED: 403,
  IDEMPOTENCY_KEY_IN_USE: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  STORAGE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<ErrorCode, number>;

const defaultMessages = {
  BAD_REQUEST: 'Bad request',
  VALIDATION_FAILED: 'Request validation failed',
  INVALID_JSON: 'Request body is not valid JSON',
  PAYLOAD_TOO_LARGE: 'Request body is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
  NOT_FOUND: 'Not found',
  CONFLICT: 'Conflict',
  UNAUTHENTICATED: 'Not authenticated',
  FORBIDDEN: 'Forbidden',
  MFA_REQUIRED: 'Enter the code from your authenticator app to continue',
  EMAIL_NOT_VERIFIED:
    'Confirm your e-mail address before signing in: we have sent you a new confirmation link.',
  RATE_LIMITED: 'Too many requests. Try again shortly.',
  DB_UNAVAILABLE: 'The database is not available. Try again shortly.',
  CARD_DECLINED: 'Your card was declined.',
  PAYMENT_PROVIDER_ERROR: 'The payment provider is not available. Try again shortly.',
  SUBSCRIPTION_REQUIRED:
    'Your free trial has ended: subscribe to keep creating and changing journeys and projects.',
  INSUFFICIENT_SCOPE: 'This access token does not have the scope this request needs',
  TOKEN_NOT_ALLOWED:
    'Access tokens cannot be used here: sign in to the app to manage the account, billing, settings and tokens',
  LINK_INVALID: 'This link is not valid',
  LINK_EXPIRED: 'This link has expired',
  LINK_USED: 'This link has already been used',
  COMMUNITY_BANNED: 'A moderator has banned you from the community',
  IDEMPOTENCY_KEY_IN_USE: 'A request with this Idempotency-Key is still running',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was used with a different request',
  STORAGE_UNAVAILABLE: 'File storage is not available. Try again shortly.',
  INTERNAL: 'Internal server error',
} as const satisfies Record<ErrorCode, string>;

/**
 * The only error type routes and services throw on purpose. Its message goes to
 * the client for 4xx codes; for 5xx codes the client gets the default message
 * and the real one is only logged.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly details: ErrorDetail[] | undefined;

  constructor(
    code: ErrorCode,
    message: string = defaultMessages[code],
    options: { details?: ErrorDetail[]; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.details = options.details;
  }

  get statusCode(): number {
    return statusCodes[this.code];
  }

  /** What the client may read: internal messages of server errors stay in the logs. */
  get publicMessage(): string {
    return this.statusCode >= 500 ? defaultMessages[this.code] : this.message;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/** The answer to a write whose version is stale (optimistic concurrency), for any record. */
export const staleVersion = (what: string) =>
  new AppError(
    'CONFLICT',
    `This ${what} was changed somewhere else. Reload to see the latest version before saving.`,
  );
