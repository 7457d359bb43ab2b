import type { Presence } from '@waymark/shared/presence/contracts';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { touchLastSeen, visiblePresence } from '@/features/presence/queries';

/**
 * The activity status of `people` as `viewerId` may see it: both show theirs, no block or
 * restriction in the way, and the two talk (a connection, or a direct conversation both
 * accepted). Whether someone is online comes from the realtime floor, on every node.
 */
export async function presenceOf(
  db: AppDatabase,
  viewerId: string,
  people: readonly string[],
  isOnline: (userId: string) => Promise<boolean>,
): Promise<Presence[]> {
  const visible = await withUser(db, viewerId, (tx) => visiblePresence(tx, people));
  const now = new Date();
  return Promise.all(
    visible.map(async ({ userId, lastSeenAt }) => {
      const online = await isOnline(userId);
      const seen = online ? now : lastSeenAt;
      return { userId, online, lastSeenAt: seen ? seen.toISOString() : null };
    }),
  );
}

/** Whether `viewerId` may follow `userId`'s activity status live (the same rule). */
export async function maySeePresence(
  db: AppDatabase,
  viewerId: string,
  userId: string,
): Promise<boolean> {
  const visible = await withUser(db, viewerId, (tx) => visiblePresence(tx, [userId]));
  return visible.length === 1;
}

/** The person went live or left on this node: their last-seen time is now. */
export async function recordSeen(db: AppDatabase, userId: string): Promise<void> {
  await withUser(db, userId, (tx) => touchLastSeen(tx, userId));
}
