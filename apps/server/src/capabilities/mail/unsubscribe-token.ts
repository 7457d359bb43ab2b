import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { isUnsubscribeFlag, type UnsubscribeFlag } from '@waymark/shared/notifications/unsubscribe';
import type { UnsubscribeProblem } from '@waymark/shared/settings';

/** A link stays valid long after its mail arrives, but not forever. */
export const UNSUBSCRIBE_TOKEN_TTL_SECONDS = 60 * 60 * 24 * 90;

const payloadSchema = z.object({
  /** user id */
  u: z.uuid(),
  /** what the link turns off: a communication flag, the digest, or one kind's e-mail */
  f: z.string().refine(isUnsubscribeFlag),
  /** expiry, seconds since the epoch */
  e: z.number().int(),
});

export interface UnsubscribeTarget {
  userId: string;
  flag: UnsubscribeFlag;
}

// A key of its own, derived from the auth secret, so these signatures never double as
// anything better-auth signs with the same secret.
const signingKey = (secret: string) =>
  createHmac('sha256', secret).update('waymark:unsubscribe-link:v1').digest();

const sign = (secret: string, payload: string) =>
  createHmac('sha256', signingKey(secret)).update(payload).digest();

/** `<payload>.<signature>`, both base64url: short enough for a mail link, no server state. */
export function createUnsubscribeToken(
  secret: string,
  { userId, flag }: UnsubscribeTarget,
  now: Date = new Date(),
): string {
  const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_TOKEN_TTL_SECONDS;
  const payload = Buffer.from(JSON.stringify({ u: userId, f: flag, e: expires })).toString(
    'base64url',
  );
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

export function verifyUnsubscribeToken(
  secret: string,
  token: string,
  now: Date = new Date(),
): UnsubscribeTarget | { problem: UnsubscribeProblem } {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return { problem: 'invalid' };
  const expected = sign(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { problem: 'invalid' };
  }
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { problem: 'invalid' };
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success) return { problem: 'invalid' };
  if (parsed.data.e * 1000 <= now.getTime()) return { problem: 'expired' };
  return { userId: parsed.data.u, flag: parsed.data.f };
}

/**
 * The link product mails put under their text (and in List-Unsubscribe): one click turns
 * that kind of mail off, signed in or not.
 */
export function unsubscribeUrl(
  publicUrl: string,
  secret: string,
  target: UnsubscribeTarget,
  now?: Date,
): string {
  const url = new URL('/api/settings/unsubscribe', publicUrl);
  url.searchParams.set('token', createUnsubscribeToken(secret, target, now));
  return url.toString();
}
