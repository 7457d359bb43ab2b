import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { compiledStatement } from '@/db/compiled-query';
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

type PageValues = { recipientId: string; afterAt: string; afterId: string; take: number };

/** The page's statement, first page or after a cursor, each built once (db/compiled-query.ts). */
const pageStatement = (afterCursor: boolean) =>
  compiledStatement<PageValues, NotificationRow>()(
    (p) => sql`
    select n.id, n.kind, n.subject_type, n.subject_id, n.excerpt, n.actor_ids, n.actor_count,
      n.read_at, n.updated_at
    from notifications n
    where n.recipient_id = ${p.recipientId}
      ${afterCursor ? sql`and (n.updated_at, n.id) < (${p.afterAt}::timestamptz, ${p.afterId}::uuid)` : sql``}
    order by n.updated_at desc, n.id desc
    limit ${p.take}`,
  );
const firstPage = pageStatement(false);
const laterPage = pageStatement(true);

/** One page, newest first by (updated_at, id), after the previous page's last row. */
export async function pageRows(
  tx: AppTransaction,
  recipientId: string,
  after: [string, string] | null,
  take: number,
): Promise<NotificationRow[]> {
  const rows = await (after ? laterPage : firstPage)(tx, {
    recipientId,
    afterAt: after?.[0] ?? '',
    afterId: after?.[1] ?? '',
    take,
  });
  return rows.map((row) => ({ ...row, actor_ids: parseUuidArray(row.actor_ids) }));
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

const unreadStatement = compiledStatement<{ recipientId: string }, { count: number | string }>()(
  (p) => sql`
    select count(*)::int as count from notifications
    where recipient_id = ${p.recipientId} and read_at is null`,
);

export async function unreadCount(tx: AppTransaction, recipientId: string): Promise<number> {
  const [row] = await unreadStatement(tx, { recipientId });
  return Number(row?.count ?? 0);
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
