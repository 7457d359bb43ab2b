import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const cipherName = 'aes-256-gcm';
const ivBytes = 12;
const version = 'v1';

/** A kept answer as stored: its exact text, encrypted. */
export interface SealedAnswer {
  sealed: string;
}

/**
 * The key kept answers are encrypted with, derived from the auth secret (HKDF, its own use):
 * a first answer may hold a secret shown once (a new access token, a webhook's signing secret),
 * which must not lie readable in the database for a day when its own table keeps only a hash.
 */
export function deriveAnswerKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'waymark-idempotency', 'kept-answers', 32));
}

/** The answer's text as `{ sealed: "v1.<iv>.<tag>.<ciphertext>" }` (base64url parts). */
export function sealAnswer(key: Buffer, text: string): SealedAnswer {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv(cipherName, key, iv);
  const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
  return { sealed: [version, ...parts].join('.') };
}

/**
 * The kept answer's text: the exact bytes first sent. A body kept in the clear (before issue 31)
 * is its JSON. Null when it cannot be opened (sealed under another auth secret).
 */
export function openAnswer(key: Buffer, body: unknown): string | null {
  if (!isSealed(body)) return JSON.stringify(body);
  const [storedVersion, iv, tag, ciphertext] = body.sealed.split('.');
  if (storedVersion !== version || !iv || !tag || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv(cipherName, key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

function isSealed(body: unknown): body is SealedAnswer {
  return (
    typeof body === 'object' &&
    body !== null &&
    Object.keys(body).length === 1 &&
    typeof (body as Partial<SealedAnswer>).sealed === 'string'
  );
}
