import type {
  notificationListQuerySchema,
  NotificationPage,
} from '@waymark/shared/notifications/contracts';
import type { z } from 'zod';
import type { AppDatabase } from '@/db/client';
import { afterCommit } from '@/db/after-commit';
import { readOnly, withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { cursorValues, decodeCursor, encodeCursor } from '@/lib/keyset-cursor';
import { peopleCards, plainCards } from '@/capabilities/people/cards';
import { instantOf, presentNotification } from '@/features/notifications/presenter';
import {
  deleteOne,
  markAllRead,
  markRead,
  pageRows,
  unreadCount,
} from '@/features/notifications/queries';

type ListQuery = z.infer<typeof notificationListQuerySchema>;

/** GET /api/notifications: one page of the caller's notifications, newest first. */
export async function listNotifications(
  db: AppDatabase,
  userId: string,
  query: ListQuery,
): Promise<NotificationPage> {
  const after = decodeCursor(query.cursor, cursorValues.instant);
  return withUser(
    db,
    userId,
    async (tx) => {
      const rows = await pageRows(tx, userId, after, query.limit + 1);
      const more = rows.length > query.limit;
      const pageOf = more ? rows.slice(0, query.limit) : rows;
      const ids = [...new Set(pageOf.flatMap((row) => row.actor_ids))];
      // Nobody a block stands between, either way: their part in a notification disappears.
      const cards = plainCards(await peopleCards(tx, ids, { hideBlockedEitherWay: true }));
      const last = pageOf.at(-1);
      return {
        items: pageOf.flatMap((row) => presentNotification(row, cards) ?? []),
        nextCursor: more && last ? encodeCursor([instantOf(last.updated_at), last.id]) : null,
      };
    },
    readOnly,
  );
}

export async function countUnread(db: AppDatabase, userId: string): Promise<number> {
  return withUser(db, userId, (tx) => unreadCount(tx, userId), readOnly);
}

const notFound = () => new AppError('NOT_FOUND', 'Notification not found');

/** Someone else's notification is "not found": the policy hides it, and so does the answer. */
export async function markOneRead(db: AppDatabase, userId: string, id: string): Promise<void> {
  const rows = await withUser(db, userId, (tx) => {
    afterCommit(tx, 'notifications.changed', { recipientIds: [userId], change: 'read' });
    return markRead(tx, userId, id);
  });
  if (rows.length === 0) throw notFound();
}

export async function markEveryRead(db: AppDatabase, userId: string): Promise<number> {
  const rows = await withUser(db, userId, (tx) => {
    // The badge of the person's other tabs and devices follows.
    afterCommit(tx, 'notifications.changed', { recipientIds: [userId], change: 'read' });
    return markAllRead(tx, userId);
  });
  return rows.length;
}

export async function deleteNotification(db: AppDatabase, userId: string, id: string) {
  const rows = await withUser(db, userId, (tx) => {
    afterCommit(tx, 'notifications.changed', { recipientIds: [userId], change: 'deleted' });
    return deleteOne(tx, userId, id);
  });
  if (rows.length === 0) throw notFound();
}
