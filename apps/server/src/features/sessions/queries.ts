import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { activeSessions, sessions } from '@/db/schema';

export type ActiveSessionRow = typeof activeSessions.$inferSelect;
export type NewActiveSession = Pick<
  typeof activeSessions.$inferInsert,
  'userId' | 'sessionId' | 'deviceType' | 'deviceName' | 'ipAddress' | 'location'
>;

// Everything on active_sessions runs under withUser(): row-level security keeps each
// person to their own rows, so a foreign id simply matches nothing.

export async function insertActiveSession(tx: AppTransaction, row: NewActiveSession) {
  // A session is recorded once; a repeated hook for the same session changes nothing.
  await tx.insert(activeSessions).values(row).onConflictDoNothing();
}

/** The caller's devices, newest activity first, with is_current set for `currentSessionId`. */
export async function listActiveSessions(
  tx: AppTransaction,
  currentSessionId: string | null,
): Promise<ActiveSessionRow[]> {
  const isCurrent =
    currentSessionId === null ? sql`false` : sql`${activeSessions.sessionId} = ${currentSessionId}`;
  // Only rows whose flag changes are written: reading the list rarely rewrites anything.
  await tx
    .update(activeSessions)
    .set({ isCurrent })
    .where(sql`${activeSessions.isCurrent} is distinct from (${isCurrent})`);
  return tx
    .select()
    .from(activeSessions)
    .orderBy(desc(activeSessions.isCurrent), desc(activeSessions.lastActive));
}

/** Removes one row of the caller; its better-auth session id, or null when there is none. */
export async function deleteActiveSession(tx: AppTransaction, id: string): Promise<string | null> {
  const [row] = await tx
    .delete(activeSessions)
    .where(eq(activeSessions.id, id))
    .returning({ sessionId: activeSessions.sessionId });
  return row?.sessionId ?? null;
}

/** Removes every row of the caller but the current session's. */
export async function deleteOtherActiveSessions(
  tx: AppTransaction,
  currentSessionId: string,
): Promise<void> {
  await tx.delete(activeSessions).where(ne(activeSessions.sessionId, currentSessionId));
}

export async function touchActiveSession(tx: AppTransaction, sessionId: string, at: Date) {
  await tx
    .update(activeSessions)
    .set({ lastActive: at })
    .where(eq(activeSessions.sessionId, sessionId));
}

/**
 * Ends better-auth sessions, on the privileged connection: `sessions` is private to the
 * server and app_user cannot touch it. Callers pass only ids whose active_sessions rows
 * row-level security just let them delete; the user id is checked again here.
 */
export async function deleteAuthSessions(
  db: AppDatabase,
  userId: string,
  sessionIds: string[],
): Promise<void> {
  if (sessionIds.length === 0) return;
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), inArray(sessions.id, sessionIds)));
}

/**
 * Ends every better-auth session of the user but one (privileged, as above), including any
 * that predate active_sessions and so have no row; how many ended.
 */
export async function deleteOtherAuthSessions(
  db: AppDatabase,
  userId: string,
  keepSessionId: string,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}
