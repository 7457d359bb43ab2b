import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '@/db/client';
import { sessions, users } from '@/db/tables/auth';

export interface LiveSession {
  id: string;
  userId: string;
  aal: string;
  expiresAt: Date;
}

/** The first session matching `match` that is unexpired and whose user still exists. */
async function findLive(db: AppDatabase, match: SQL | undefined): Promise<LiveSession | null> {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      aal: sessions.aal,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(match, gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

/**
 * The unexpired session behind a session token, with its user still there: what better-auth's
 * getSession (without refresh) accepts. Every signed-in API request asks this once, so it is
 * one indexed lookup on the unique token.
 */
export function findLiveSession(db: AppDatabase, token: string): Promise<LiveSession | null> {
  return findLive(db, eq(sessions.token, token));
}

/**
 * The unexpired session a bearer JWT names (its `sid` claim), if it still belongs to the
 * token's subject and that user still exists: a token dies with its session. One lookup
 * by primary key, on every bearer-authenticated API request.
 */
export function findLiveSessionById(
  db: AppDatabase,
  id: string,
  userId: string,
): Promise<LiveSession | null> {
  return findLive(db, and(eq(sessions.id, id), eq(sessions.userId, userId)));
}

/** Ends the session behind a token (its device row goes with it, by cascade). */
export async function deleteSessionByToken(db: AppDatabase, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}
