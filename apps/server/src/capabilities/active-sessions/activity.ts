import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
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
 * written at most once a minute by this process, remembered in a bounded in-memory map.
 * Several processes each write once a minute — still cheap, and never wrong by more.
 */
export function createActivityTracker(
  db: AppDatabase,
  { intervalMs = 60_000, maxEntries = 10_000, now = Date.now }: ActivityTrackerOptions = {},
): TouchSession {
  const lastWritten = new Map<string, number>();
  return async (userId, sessionId, log) => {
    const at = now();
    const last = lastWritten.get(sessionId);
    if (last !== undefined && at - last < intervalMs) return;
    // A Map iterates in insertion order: re-inserting keeps the oldest entry first.
    lastWritten.delete(sessionId);
    lastWritten.set(sessionId, at);
    if (lastWritten.size > maxEntries) {
      const oldest = lastWritten.keys().next().value;
      if (oldest !== undefined) lastWritten.delete(oldest);
    }
    try {
      await withUser(db, userId, (tx) => touchActiveSession(tx, sessionId, new Date(at)));
    } catch (error) {
      // Bookkeeping: a failed write must not fail the request it rides on; the next
      // request after the interval tries again.
      lastWritten.delete(sessionId);
      log.warn({ err: error }, 'Could not record session activity');
    }
  };
}
