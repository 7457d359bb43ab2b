import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import {
  deleteActiveSession,
  deleteActiveSessionsOf,
  deleteAllAuthSessions,
  deleteAuthSessions,
  deleteOtherActiveSessions,
  deleteActiveSessionsExcept,
  deleteOtherAuthSessions,
  findLiveAuthSessions,
  insertActiveSessions,
  listActiveSessions,
  recordedSessionIds,
  type ActiveSessionRow,
} from '@/capabilities/active-sessions/queries';

/**
 * The caller's devices; is_current is refreshed in the same transaction that reads them.
 * The rows are first squared with the live sessions: expired ones leave the list, and a
 * session without a row (older than this feature, or its row failed) gets one.
 */
export async function listSessions(
  db: AppDatabase,
  userId: string,
  currentSessionId: string | null,
): Promise<ActiveSessionRow[]> {
  const readAt = new Date();
  const live = await findLiveAuthSessions(db, userId, readAt);
  return withUser(db, userId, async (tx) => {
    await deleteActiveSessionsExcept(
      tx,
      live.map((session) => session.id),
      readAt,
    );
    const recorded = await recordedSessionIds(tx);
    const missing = live.filter((session) => !recorded.has(session.id));
    if (missing.length > 0) {
      // The User-Agent parser loads with the accounts code, not at start-up.
      const { deviceRow } = await import('@/capabilities/active-sessions/record');
      await insertActiveSessions(
        tx,
        missing.map((session) => deviceRow({ ...session, userId })),
      );
    }
    return listActiveSessions(tx, currentSessionId);
  });
}

/**
 * "Sign out this device": row-level security proves the row is the caller's (someone
 * else's id matches nothing, so 404 like a missing one), then the better-auth session
 * goes, and with it the device's cookie.
 */
export async function endSession(db: AppDatabase, userId: string, id: string): Promise<void> {
  const sessionId = await withUser(db, userId, (tx) => deleteActiveSession(tx, id));
  if (!sessionId) throw new AppError('NOT_FOUND', 'Session not found');
  await deleteAuthSessions(db, userId, [sessionId]);
}

/** Ends every session of the caller but the one making the request; how many ended. */
export async function endOtherSessions(
  db: AppDatabase,
  userId: string,
  currentSessionId: string | null,
): Promise<number> {
  // A bearer token (an API client) is no device: "others" would be all of them.
  if (!currentSessionId) {
    throw new AppError(
      'BAD_REQUEST',
      'Signing out other devices needs this device’s session cookie, not a bearer token',
    );
  }
  await withUser(db, userId, (tx) => deleteOtherActiveSessions(tx, currentSessionId));
  return deleteOtherAuthSessions(db, userId, currentSessionId);
}

/**
 * Ends sessions of a user the server vouches for (a signed "This wasn't me" link, issue 19):
 * these ones, or all of them; how many ended. Rows first under the user's RLS, then the
 * better-auth sessions on the privileged connection.
 */
export async function endSessionsOf(
  db: AppDatabase,
  userId: string,
  sessionIds: string[] | 'all',
): Promise<number> {
  await withUser(db, userId, (tx) => deleteActiveSessionsOf(tx, sessionIds));
  if (sessionIds === 'all') return deleteAllAuthSessions(db, userId);
  const live = await findLiveAuthSessions(db, userId, new Date());
  const ending = sessionIds.filter((id) => live.some((session) => session.id === id));
  await deleteAuthSessions(db, userId, ending);
  return ending.length;
}

// better-auth's session hook (capabilities/identity/auth.ts) records the device through this.
export { recordActiveSession } from '@/capabilities/active-sessions/record';
