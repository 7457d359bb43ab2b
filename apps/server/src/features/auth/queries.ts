import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { sessions, users } from '@/db/tables/auth';
import { profiles } from '@/db/tables/profiles';

// These run on the connection's own role, outside withUser(): the account tables are
// server-internal, and a username must count as taken even on a private profile.

export async function isUsernameTaken(db: AppDatabase, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`)
    .limit(1);
  return rows.length > 0;
}

export interface NewUserProfile {
  id: string;
  username: string | null;
  fullName: string | null;
  language: string;
}

/**
 * Inside the sign-up transaction. `app.user_id` is set locally so the insert passes the
 * profiles policy even for a connection role that FORCE ROW LEVEL SECURITY binds.
 * A profile already there (an account linked to an existing user) is left alone.
 */
export async function insertProfileForNewUser(
  tx: AppDatabase | AppTransaction,
  profile: NewUserProfile,
): Promise<void> {
  await tx.execute(sql`select set_config('app.user_id', ${profile.id}, true)`);
  await tx.insert(profiles).values(profile).onConflictDoNothing({ target: profiles.id });
}

export async function findUserById(db: AppDatabase, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

export interface LiveSession {
  id: string;
  userId: string;
  aal: string;
  expiresAt: Date;
}

/**
 * The unexpired session behind a session token, with its user still there: what better-auth's
 * getSession (without refresh) accepts. Every signed-in API request asks this once, so it is
 * one indexed lookup on the unique token.
 */
export async function findLiveSession(db: AppDatabase, token: string): Promise<LiveSession | null> {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      aal: sessions.aal,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

/**
 * The unexpired session a bearer JWT names (its `sid` claim), if it still belongs to the
 * token's subject and that user still exists: a token dies with its session. One lookup
 * by primary key, on every bearer-authenticated API request.
 */
export async function findLiveSessionById(
  db: AppDatabase,
  id: string,
  userId: string,
): Promise<LiveSession | null> {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      aal: sessions.aal,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, id), eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)),
    )
    .limit(1);
  return row ?? null;
}

/** Ends the session behind a token (its device row goes with it, by cascade). */
export async function deleteSessionByToken(db: AppDatabase, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}
