import { createHmac, timingSafeEqual } from 'node:crypto';

/** A "This wasn't me" link works for a week; after that, the security settings do. */
export const SIGN_IN_ALERT_TTL_SECONDS = 7 * 24 * 60 * 60;

// A key of its own, derived from the auth secret, so these signatures never double as
// anything else signed with the same secret.
const signingKey = (secret: string) =>
  createHmac('sha256', secret).update('waymark:sign-in-alert:v1').digest();
const sign = (secret: string, payload: string) =>
  createHmac('sha256', signingKey(secret)).update(payload).digest();

/** `<alert id>.<expiry seconds>.<signature>`: the alert row says whether it was used. */
export function createSignInAlertToken(secret: string, alertId: string, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + SIGN_IN_ALERT_TTL_SECONDS;
  const payload = `${alertId}.${expires}`;
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

export type TokenCheck = { alertId: string } | { problem: 'invalid' | 'expired' };

export function verifySignInAlertToken(
  secret: string,
  token: string,
  now = new Date(),
): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { problem: 'invalid' };
  const [alertId = '', expires = '', signature = ''] = parts;
  const expected = sign(secret, `${alertId}.${expires}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { problem: 'invalid' };
  }
  if (!/^\d+$/.test(expires) || Number(expires) * 1000 <= now.getTime()) {
    return { problem: 'expired' };
  }
  return { alertId };
}
