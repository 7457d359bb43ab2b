import { sql } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { userPresence } from '@/db/tables/presence';

/** Under withUser(userId): marks the person live now. */
export async function touchLastSeen(tx: AppTransaction, userId: string): Promise<void> {
  await tx
    .insert(userPresence)
    .values({ userId })
    .onConflictDoUpdate({ target: userPresence.userId, set: { lastSeenAt: sql`now()` } });
}

/** Under withUser: of `people`, those whose activity status the caller may see (the SQL rule). */
export async function visiblePresence(
  tx: AppTransaction,
  people: readonly string[],
): Promise<Array<{ userId: string; lastSeenAt: Date | null }>> {
  const result = await tx.execute<{ user_id: string; last_seen_at: string | Date | null }>(
    sql`select user_id, last_seen_at from app.presence_of(${`{${people.join(',')}}`}::uuid[])`,
  );
  return result.rows.map((row) => ({
    userId: row.user_id,
    lastSeenAt: row.last_seen_at === null ? null : new Date(row.last_seen_at),
  }));
}
