import { readApiTokenShape } from '@waymark/shared/api-access/token-format';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { createWriteThrottle } from '@/lib/write-throttle';
import { findApiTokenByHash, touchApiToken } from '@/capabilities/api-tokens/queries';
import { hashApiToken } from '@/capabilities/api-tokens/token-hash';
import type { Caller } from '@/plugins/caller';

export interface ApiTokenResolverOptions {
  /** A token's last use is written at most this often. */
  touchIntervalMs?: number;
  /** Tokens remembered for that; the longest untouched is forgotten first. */
  maxEntries?: number;
  now?: () => number;
}

/** Whether a bearer credential is one of our personal access tokens rather than a JWT. */
export const isApiTokenCredential = (credential: string): boolean =>
  readApiTokenShape(credential) !== 'not-a-token';

export type ResolveApiToken = (
  token: string,
  request: { ip: string; log: FastifyBaseLogger },
) => Promise<Caller>;

/**
 * The accounts feature's identity step hands personal access tokens (`wmk_pat_…`) here.
 * A token whose checksum fails is refused before any lookup (typos, truncations, made-up
 * ones); else one unique-index probe by its SHA-256. Unknown (never issued, or revoked:
 * deleted) and expired tokens answer 401 with different messages, so a script's owner
 * knows to make a new one. The owner's profile going away deletes the tokens (cascade).
 *
 * The last use (time and client address) is written at most once a minute per token by this
 * process, like a device's last activity, in its own small transaction as the owner.
 */
export function createApiTokenResolver(
  db: AppDatabase,
  { touchIntervalMs = 60_000, maxEntries = 10_000, now = Date.now }: ApiTokenResolverOptions = {},
): ResolveApiToken {
  const throttle = createWriteThrottle({ intervalMs: touchIntervalMs, maxEntries, now });

  const touch = async (
    tokenId: string,
    userId: string,
    address: string,
    log: FastifyBaseLogger,
  ) => {
    // A new address is worth writing at once: it is what the owner looks for in the list.
    const at = throttle.due(tokenId, address);
    if (at === null) return;
    try {
      await withUser(db, userId, (tx) => touchApiToken(tx, tokenId, new Date(at), address));
    } catch (error) {
      // Bookkeeping must not fail the request it rides on; the next request tries again.
      throttle.forget(tokenId);
      log.warn({ err: error }, 'Could not record token use');
    }
  };

  return async (token, request) => {
    if (readApiTokenShape(token) !== 'token') {
      throw new AppError('UNAUTHENTICATED', 'Invalid access token');
    }
    const row = await findApiTokenByHash(db, hashApiToken(token));
    if (!row) throw new AppError('UNAUTHENTICATED', 'Invalid access token');
    if (row.expiresAt.getTime() <= now()) {
      throw new AppError('UNAUTHENTICATED', 'Access token expired');
    }
    await touch(row.id, row.userId, request.ip, request.log);
    return {
      userId: row.userId,
      sessionId: row.id,
      // The token was made by a session that had passed the second-factor gate (creating one
      // is not on the gate's allowlist), and it grants only its scopes.
      aal: 'aal2',
      credential: 'token',
      apiToken: { id: row.id, scopes: row.scopes },
      expiresAt: row.expiresAt.getTime(),
    };
  };
}
