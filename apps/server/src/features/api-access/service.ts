import {
  maxApiTokensPerUser,
  type CreateApiToken,
  type CreatedApiToken,
} from '@waymark/shared/api-access/contracts';
import { normalizeScopes } from '@waymark/shared/api-access/scopes';
import { generateApiToken } from '@waymark/shared/api-access/token-format';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { presentApiToken } from '@/features/api-access/presenter';
import {
  countLiveApiTokens,
  deleteApiToken,
  insertApiToken,
  listApiTokens,
} from '@/capabilities/api-tokens/queries';
import { hashApiToken } from '@/capabilities/api-tokens/token-hash';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listTokens(db: AppDatabase, userId: string) {
  const rows = await withUser(db, userId, (tx) => listApiTokens(tx));
  return rows.map(presentApiToken);
}

/**
 * A new token for the caller: the secret is in this answer and nowhere else, ever; the
 * database keeps its hash. One transaction counts the live tokens and inserts.
 */
export async function createToken(
  db: AppDatabase,
  userId: string,
  input: CreateApiToken,
  now = new Date(),
): Promise<CreatedApiToken> {
  const token = generateApiToken();
  const row = await withUser(db, userId, async (tx) => {
    if ((await countLiveApiTokens(tx, now)) >= maxApiTokensPerUser) {
      throw new AppError(
        'CONFLICT',
        `You can have at most ${maxApiTokensPerUser} tokens: revoke one you no longer use first`,
      );
    }
    return insertApiToken(tx, {
      userId,
      name: input.name,
      tokenHash: hashApiToken(token),
      scopes: normalizeScopes(input.scopes),
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.expires_in_days * DAY_MS),
    });
  });
  return { ...presentApiToken(row), token };
}

/** Revokes one of the caller's tokens; someone else's id is as unknown as a made-up one. */
export async function revokeToken(db: AppDatabase, userId: string, id: string): Promise<void> {
  const deleted = await withUser(db, userId, (tx) => deleteApiToken(tx, id));
  if (!deleted) throw new AppError('NOT_FOUND', 'No such token');
}
