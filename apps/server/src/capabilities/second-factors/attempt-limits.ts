import { AppError } from '@/errors';

/**
 * How much second-factor guessing an account gets (issue 13). A 6-digit code has a million
 * values: 5 wrong codes per factor or 10 per account, then a lock of 15 minutes that doubles
 * with each lock in a row, leaves a stolen password far from the code.
 */
export const attemptLimits = {
  failureWindowSeconds: 15 * 60,
  failuresPerFactor: 5,
  failuresPerAccount: 10,
  lockout: { baseSeconds: 15 * 60, maxSeconds: 24 * 60 * 60, memorySeconds: 24 * 60 * 60 },
  /** Challenges (and backup-code attempts) per account and window, whatever the factor type. */
  challengesPerWindow: 20,
  challengeWindowSeconds: 15 * 60,
  /** SMS per account, and per number across all accounts: a person retrying, not a pager flood. */
  smsPerAccount: 5,
  smsPerPhone: 5,
  smsWindowSeconds: 10 * 60,
  /** Rows older than every window and the lock memory are deleted as the account acts. */
  retentionSeconds: 2 * 24 * 60 * 60,
} as const;

/** A 429 that says when to come back; `Retry-After` carries the same. */
export class RetryLaterError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}

/** "1 minute", "15 minutes", "2 hours": rounded up, so the wait is never longer than said. */
export function describeWait(seconds: number): string {
  const minutes = Math.max(Math.ceil(seconds / 60), 1);
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** `2025-05-20 14:05 UTC`: the server does not know the reader's time zone. */
export const describeTime = (time: Date) =>
  `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function lockedError(lockedForSeconds: number, lockedUntil: Date): RetryLaterError {
  return new RetryLaterError(
    `Too many wrong codes: second-factor verification is locked for ${describeWait(lockedForSeconds)}. Try again after ${describeTime(lockedUntil)}.`,
    lockedForSeconds,
  );
}
