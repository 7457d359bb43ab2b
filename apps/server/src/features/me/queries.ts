import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { accounts, users } from '@/db/tables/auth';

// The account tables are server-internal (app_user has no privilege on them): these run on
// the connection's own role.

/** The password hash of the e-mail + password account; null for a social-only account. */
export async function findPasswordHash(db: AppDatabase, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return row?.password ?? null;
}

/**
 * Deletes the user; every row that is theirs goes with it through ON DELETE CASCADE
 * (profile, sessions, accounts, factors, settings, uploads rows…). Called at the end of a
 * withUser() transaction: the role switches back to the connection's own, which may
 * delete from the server-internal users table, without leaving the transaction.
 */
export async function deleteUserInTransaction(tx: AppTransaction, userId: string) {
  await tx.execute(sql`reset role`);
  const rows = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}
