import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const cipherName = 'aes-256-gcm';
const ivBytes = 12;
const version = 'v1';

/**
 * Keys for second factors, derived from the auth secret with HKDF so each use has its own
 * key and the auth secret itself never touches factor data.
 */
export interface FactorKeys {
  /** Encrypts TOTP secrets at rest. */
  encryption: Buffer;
  /** Hashes SMS codes and backup codes: an HMAC, so a leaked table cannot be brute-forced offline. */
  hashing: Buffer;
  /**
   * The hashing keys of AUTH_SECRET_PREVIOUS. A hash is one-way, so start-up cannot re-seal
   * codes hashed before a rotation: they count while the old secret is listed there.
   */
  previousHashing: Buffer[];
}

const deriveKey = (authSecret: string, info: string) =>
  Buffer.from(hkdfSync('sha256', authSecret, 'waymark-factors', info, 32));

export function deriveFactorKeys(authSecret: string, previousSecrets: string[] = []): FactorKeys {
  return {
    encryption: deriveKey(authSecret, 'totp-secret-encryption'),
    hashing: deriveKey(authSecret, 'code-hashing'),
    previousHashing: previousSecrets.map((secret) => deriveKey(secret, 'code-hashing')),
  };
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function encryptSecret(keys: FactorKeys, plaintext: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv(cipherName, keys.encryption, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
  return [version, ...parts].join('.');
}

export function decryptSecret(keys: FactorKeys, stored: string): string {
  const [storedVersion, iv, tag, ciphertext] = stored.split('.');
  if (storedVersion !== version || !iv || !tag || ciphertext === undefined) {
    throw new Error('Unreadable factor secret');
  }
  const decipher = createDecipheriv(cipherName, keys.encryption, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

const hmac = (key: Buffer, code: string) =>
  createHmac('sha256', key).update(code).digest('base64url');

/** What a new code is stored as. */
export function hashCode(keys: FactorKeys, code: string): string {
  return hmac(keys.hashing, code);
}

/** What a stored code may be: its hash under the current key, then under each previous one. */
export function codeHashes(keys: FactorKeys, code: string): string[] {
  return [keys.hashing, ...keys.previousHashing].map((key) => hmac(key, code));
}
