import { z } from 'zod';

/**
 * Stable error codes of the API. Clients branch on these, never on messages,
 * so a code is only ever added, not renamed.
 */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'CONFLICT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  /** Signed in with a password, but an enrolled second factor has not been verified yet. */
  'MFA_REQUIRED',
  'EMAIL_NOT_VERIFIED',
  'RATE_LIMITED',
  'DB_UNAVAILABLE',
  /** Billing: the card was refused (HTTP 402); the message is the provider's, e.g. 'Your card was declined.'. */
  'CARD_DECLINED',
  /** Billing: the payment provider could not be reached or failed (HTTP 502). */
  'PAYMENT_PROVIDER_ERROR',
  /** Billing: the grace period is over and no subscription gives access to this paid action (HTTP 402). */
  'SUBSCRIPTION_REQUIRED',
  /** A personal access token called a route its scopes do not cover (HTTP 403). */
  'INSUFFICIENT_SCOPE',
  /** A personal access token called a route no token may call: account, billing, settings, tokens (HTTP 403). */
  'TOKEN_NOT_ALLOWED',
  /** A signed link (e.g. "This wasn't me") whose signature does not hold (HTTP 400). */
  'LINK_INVALID',
  /** A signed link past its expiry (HTTP 410). */
  'LINK_EXPIRED',
  /** A one-time link followed a second time (HTTP 409). */
  'LINK_USED',
  /** A moderator banned this person from the community (HTTP 403); details carry no one else's data. */
  'COMMUNITY_BANNED',
  /** An Idempotency-Key whose first request is still running: try again shortly (HTTP 409). */
  'IDEMPOTENCY_KEY_IN_USE',
  /** An Idempotency-Key already used with another request (route, target or body) in the last 24 h (HTTP 422). */
  'IDEMPOTENCY_KEY_REUSED',
  /** The file store (S3 or the data disk) failed or could not be reached: try again shortly (HTTP 503). */
  'STORAGE_UNAVAILABLE',
  'INTERNAL',
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorDetailSchema = z.object({
  /** Dotted path of the offending field inside its part of the request, e.g. `address.city`. */
  path: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    details: z.array(errorDetailSchema).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
