import { and, desc, eq, gt, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { sessions } from '@/db/tables/auth';
import { activeSessions } from '@/db/tables/sessions';

export type ActiveSessionRow = typeof activeSessions.$inferSelect;
export type NewActiveSession = Pick<
  typeof activeSessions.$inferInsert,
  'userId' | 'sessionId' | 'deviceType' | 'deviceName' | 'ipAddress' | 'location'
>;

// Everything on active_sessions runs under withUser(): row-level security keeps each
// person to their own rows, so a foreign id simply matches nothing.

export async function insertActiveSessions(tx: AppTransaction, rows: NewActiveSession[]) {
  if (rows.length === 0) return;
  // A session is recorded once; a repeated insert for the same session changes nothing.
  await tx.insert(activeSessions).values(rows).onConflictDoNothing();
}

export async function recordedSessionIds(tx: AppTransaction): Promise<Set<string>> {
  const rows = await tx.select({ sessionId: activeSessions.sessionId }).from(activeSessions);
  return new Set(rows.map((row) => row.sessionId));
}

/**
 * Drops the caller's rows whose session is no longer live (better-auth leaves expired
 * sessions in place until they are used). Rows newer than `before` stay: their session
 * was created after the live list was read.
 */
export async function deleteActiveSessionsExcept(
  tx: AppTransaction,
  liveSessionIds: string[],
  before: Date,
): Promise<void> {
  const older = lt(activeSessions.createdAt, before);
  await tx
    .delete(activeSessions)
    .where(
      liveSessionIds.length > 0
        ? and(older, notInArray(activeSessions.sessionId, liveSessionIds))
        : older,
    );
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

export interface LiveSession {
  id: string;
  ipAddress: string | null;
  userAgent: string | null;
}

/** The user's unexpired better-auth sessions: a privileged read, `sessions` is server-private. */
export async function findLiveAuthSessions(
  db: AppDatabase,
  userId: string,
  now: Date,
): Promise<LiveSession[]> {
  return db
    .select({ id: sessions.id, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
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

/** Under withUser: the caller's rows of these sessions, or all of them (issue 19). */
export async function deleteActiveSessionsOf(tx: AppTransaction, sessionIds: string[] | 'all') {
  if (sessionIds === 'all') await tx.delete(activeSessions);
  else if (sessionIds.length > 0) {
    await tx.delete(activeSessions).where(inArray(activeSessions.sessionId, sessionIds));
  }
}

/** Ends every better-auth session of the user (privileged, as above); how many ended. */
export async function deleteAllAuthSessions(db: AppDatabase, userId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.length;
}
