import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { hasVerifiedFactor } from '@/capabilities/second-factors/queries';

/**
 * Whether a user has a verified factor, remembered briefly: the aal gate asks on every
 * request of an aal1 session, and a transaction per request would double the cost of an
 * ordinary call. This process forgets a user the moment their factors change here; another
 * process (several servers on one PostgreSQL) notices within `ttlMs`.
 */
const ttlMs = 10_000;
const maxEntries = 10_000;

const remembered = new Map<string, { enrolled: boolean; until: number }>();

export async function isEnrolled(db: AppDatabase, userId: string): Promise<boolean> {
  const now = Date.now();
  const entry = remembered.get(userId);
  if (entry && entry.until > now) return entry.enrolled;
  const enrolled = await withUser(db, userId, (tx) => hasVerifiedFactor(tx, userId));
  // Map keeps insertion order: when full, the oldest entry goes first.
  remembered.delete(userId);
  if (remembered.size >= maxEntries) {
    const oldest = remembered.keys().next();
    if (!oldest.done) remembered.delete(oldest.value);
  }
  remembered.set(userId, { enrolled, until: now + ttlMs });
  return enrolled;
}

/** After a factor is verified or deleted, or the account is: the next request asks again. */
export function forgetEnrolment(userId: string): void {
  remembered.delete(userId);
}
