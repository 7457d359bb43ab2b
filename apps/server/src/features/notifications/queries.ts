import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { notifications } from '@/db/tables/notifications';

// Every function here runs under withUser(): the notifications policy limits them to the
// caller's own rows (drizzle/policies/notifications.sql); the recipient condition is repeated
// so the (recipient_id, …) indexes serve them.

export type NotificationRow = {
  id: string;
  kind: string;
  subject_type: string;
  subject_id: string | null;
  excerpt: string | null;
  actor_ids: string[];
  actor_count: number;
  read_at: string | Date | null;
  updated_at: string | Date;
};

/** One page, newest first by (updated_at, id), after the previous page's last row. */
export async function pageRows(
  tx: AppTransaction,
  recipientId: string,
  after: [string, string] | null,
  take: number,
): Promise<NotificationRow[]> {
  const result = await tx.execute<NotificationRow>(sql`
    select n.id, n.kind, n.subject_type, n.subject_id, n.excerpt, n.actor_ids, n.actor_count,
      n.read_at, n.updated_at
    from notifications n
    where n.recipient_id = ${recipientId}
      ${after ? sql`and (n.updated_at, n.id) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : sql``}
    order by n.updated_at desc, n.id desc
    limit ${take}`);
  return result.rows.map((row) => ({ ...row, actor_ids: parseUuidArray(row.actor_ids) }));
}

// PGlite hands uuid[] back as an array; node-postgres too, but stay safe with the text form.
export function parseUuidArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string')
    return value
      .replace(/^\{|\}$/g, '')
      .split(',')
      .filter(Boolean);
  return [];
}

export async function unreadCount(tx: AppTransaction, recipientId: string): Promise<number> {
  const result = await tx.execute<{ count: number | string }>(sql`
    select count(*)::int as count from notifications
    where recipient_id = ${recipientId} and read_at is null`);
  return Number(result.rows[0]?.count ?? 0);
}

export async function markRead(tx: AppTransaction, recipientId: string, id: string) {
  return tx
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)))
    .returning({ id: notifications.id });
}

export async function markAllRead(tx: AppTransaction, recipientId: string) {
  return tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
}

export async function deleteOne(tx: AppTransaction, recipientId: string, id: string) {
  return tx
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)))
    .returning({ id: notifications.id });
}

/**
 * Unread counts of many recipients at once, for the live badge after a change committed
 * (realtime-topics.ts). Runs as the server (no caller: one statement for a fan-out to every
 * follower, not one transaction each); recipients without unread ones are absent.
 */
export async function unreadCounts(
  db: AppDatabase,
  recipientIds: readonly string[],
): Promise<Map<string, number>> {
  const result = await db.execute<{ recipient_id: string; count: number | string }>(sql`
    select recipient_id, count(*)::int as count from notifications
    where recipient_id = any(${`{${recipientIds.join(',')}}`}::uuid[]) and read_at is null
    group by recipient_id`);
  return new Map(result.rows.map((row) => [row.recipient_id, Number(row.count)]));
}
