import { LRUCache } from 'lru-cache';
import type { LiveSession } from '@/capabilities/accounts/session-queries';

export interface SessionCacheOptions {
  /** How long a checked session is trusted without asking the database again. */
  ttlMs?: number;
  maxEntries?: number;
}

export interface SessionCache {
  /**
   * The cached session for `key`, else `look()` asks the database and its answer is kept —
   * unless a session was evicted while it was asking, since that answer may predate the end.
   */
  resolve(key: string, look: () => Promise<LiveSession | null>): Promise<LiveSession | null>;
  /** A session ended or changed (a notice from any process): forget it. */
  evictSession(sessionId: string): void;
  /** Sessions of this user may have ended or changed: forget them all. */
  evictUser(userId: string): void;
  /** Notices may have been missed: forget everything. */
  clear(): void;
  /** While off (no notices reach this process), every lookup asks the database. */
  setEnabled(enabled: boolean): void;
}

/**
 * Live sessions as last checked, so a signed-in read costs no session query: bounded, each
 * entry trusted for a few seconds at most (also the worst case should a notice be lost). A
 * session that ends anywhere is evicted by the database's notice (migration 0015); one that
 * ends by a request on this process is evicted before that request answers.
 *
 * Only live sessions are kept: an unknown token always asks the database, so a session
 * created elsewhere is found at once.
 */
export function createSessionCache({
  ttlMs = 10_000,
  maxEntries = 10_000,
}: SessionCacheOptions = {}): SessionCache {
  const cache = new LRUCache<string, LiveSession>({ max: maxEntries, ttl: ttlMs });
  // Bumped by every eviction: a lookup that started before one does not store its answer.
  let generation = 0;
  // Off until the process listens for notices (createSessionCache's owner turns it on).
  let enabled = false;

  const evictWhere = (matches: (session: LiveSession) => boolean) => {
    generation += 1;
    for (const [key, session] of cache.entries()) if (matches(session)) cache.delete(key);
  };

  return {
    async resolve(key, look) {
      if (!enabled) return look();
      const cached = cache.get(key);
      if (cached && cached.expiresAt.getTime() > Date.now()) return cached;
      const startedAt = generation;
      const session = await look();
      if (session && enabled && generation === startedAt) cache.set(key, session);
      return session;
    },
    evictSession: (sessionId) => evictWhere((session) => session.id === sessionId),
    evictUser: (userId) => evictWhere((session) => session.userId === userId),
    clear() {
      generation += 1;
      cache.clear();
    },
    setEnabled(value) {
      enabled = value;
      generation += 1;
      cache.clear();
    },
  };
}
