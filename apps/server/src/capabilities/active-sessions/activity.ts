import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { createWriteThrottle } from '@/lib/write-throttle';
import { touchActiveSession } from '@/capabilities/active-sessions/queries';

export interface ActivityTrackerOptions {
  /** A session's last_active is written at most this often. */
  intervalMs?: number;
  /** Sessions remembered; the longest untouched is forgotten first. */
  maxEntries?: number;
  now?: () => number;
}

export type TouchSession = (
  userId: string,
  sessionId: string,
  log: FastifyBaseLogger,
) => Promise<void>;

/**
 * Keeps active_sessions.last_active current without a write per request: each session is
 * written at most once a minute by this process (lib/write-throttle).
 */
export function createActivityTracker(
  db: AppDatabase,
  { intervalMs = 60_000, maxEntries = 10_000, now = Date.now }: ActivityTrackerOptions = {},
): TouchSession {
  const throttle = createWriteThrottle({ intervalMs, maxEntries, now });
  return async (userId, sessionId, log) => {
    const at = throttle.due(sessionId);
    if (at === null) return;
    try {
      await withUser(db, userId, (tx) => touchActiveSession(tx, sessionId, new Date(at)));
    } catch (error) {
      // Bookkeeping: a failed write must not fail the request it rides on; the next
      // request after the interval tries again.
      throttle.forget(sessionId);
      log.warn({ err: error }, 'Could not record session activity');
    }
  };
}
