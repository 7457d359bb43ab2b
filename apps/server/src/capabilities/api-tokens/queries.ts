import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { apiTokens } from '@/db/tables/api-tokens';

export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type NewApiToken = Pick<
  typeof apiTokens.$inferInsert,
  'userId' | 'name' | 'tokenHash' | 'scopes' | 'expiresAt'
>;

// Listing, creating, revoking and touching run under withUser(): row-level security keeps each
// person to their own tokens, so another person's id matches nothing.

/** Every column but the hash, which never leaves this file's queries. */
const listed = {
  id: apiTokens.id,
  userId: apiTokens.userId,
  name: apiTokens.name,
  scopes: apiTokens.scopes,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  lastUsedIp: apiTokens.lastUsedIp,
};
export type ListedApiToken = Omit<ApiTokenRow, 'tokenHash'>;

export async function listApiTokens(tx: AppTransaction): Promise<ListedApiToken[]> {
  return tx.select(listed).from(apiTokens).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

export async function countLiveApiTokens(tx: AppTransaction, now: Date): Promise<number> {
  const [row] = await tx
    .select({ live: count() })
    .from(apiTokens)
    .where(gt(apiTokens.expiresAt, now));
  return row?.live ?? 0;
}

export async function insertApiToken(
  tx: AppTransaction,
  token: NewApiToken & { createdAt: Date },
): Promise<ListedApiToken> {
  const [row] = await tx.insert(apiTokens).values(token).returning(listed);
  if (!row) throw new Error('insertApiToken inserted nothing');
  return row;
}

/** Revoking is deleting: the next request with the token finds nothing (401). */
export async function deleteApiToken(tx: AppTransaction, id: string): Promise<boolean> {
  const rows = await tx
    .delete(apiTokens)
    .where(eq(apiTokens.id, id))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/**
 * The token with this hash, whoever's it is: the identity step runs before anyone is known,
 * so this reads as the connection's own role (past row-level security), by the unique index.
 * Expired tokens are found too, so the client can be told why it is refused.
 */
export async function findApiTokenByHash(
  db: AppDatabase,
  tokenHash: string,
): Promise<Pick<ApiTokenRow, 'id' | 'userId' | 'scopes' | 'expiresAt'> | null> {
  const [row] = await db
    .select({
      id: apiTokens.id,
      userId: apiTokens.userId,
      scopes: apiTokens.scopes,
      expiresAt: apiTokens.expiresAt,
    })
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

export async function touchApiToken(
  tx: AppTransaction,
  id: string,
  at: Date,
  address: string,
): Promise<void> {
  await tx
    .update(apiTokens)
    .set({ lastUsedAt: at, lastUsedIp: address })
    .where(and(eq(apiTokens.id, id)));
}
