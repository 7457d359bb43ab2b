import { createHmac, randomBytes, randomUUID } from 'node:crypto';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): secrets are `whsec_` and the
 * base64 of the key; a signature is `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`.
 * Several signatures travel space-separated in one header, which is how a rotated-out secret
 * keeps working beside the new one while receivers update.
 */
const secretPrefix = 'whsec_';

/** A new endpoint secret: 32 random bytes, the size the specification recommends at most. */
export const generateWebhookSecret = (): string =>
  `${secretPrefix}${randomBytes(32).toString('base64')}`;

/** A message id: unique per event and endpoint, kept across retries (`webhook-id`). */
export const generateMessageId = (): string => `msg_${randomUUID().replaceAll('-', '')}`;

const keyOf = (secret: string): Buffer =>
  Buffer.from(
    secret.startsWith(secretPrefix) ? secret.slice(secretPrefix.length) : secret,
    'base64',
  );

/** One `v1,<base64>` signature of a message with one secret. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', keyOf(secret))
    .update(`${id}.${timestamp}.${body}`)
    .digest('base64');
  return `v1,${digest}`;
}

/** The three Standard Webhooks headers of one attempt, signed with every secret given. */
export function webhookHeaders(
  secrets: readonly string[],
  id: string,
  timestamp: number,
  body: string,
): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets
      .map((secret) => signWebhook(secret, id, timestamp, body))
      .join(' '),
  };
}

/** What the owner sees of a secret to tell endpoints apart; never enough to sign. */
export const secretHint = (secret: string): string =>
  `${secret.slice(0, secretPrefix.length + 4)}…`;
