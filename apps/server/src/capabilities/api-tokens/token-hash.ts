import { createHash } from 'node:crypto';

/**
 * What the database keeps of a token: its SHA-256 in hex. A token carries ~190 random bits,
 * so a fast unsalted hash is safe (nothing to brute-force) and lets the identity step find
 * the token with one index probe; a password hash would cost every API request ~50 ms.
 */
export const hashApiToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');
