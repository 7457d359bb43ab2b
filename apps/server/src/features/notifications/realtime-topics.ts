import type { FastifyInstance } from 'fastify';
import { topicOf } from '@waymark/shared/realtime/frames';
import { onCommitted } from '@/db/after-commit';
import { unreadCounts } from '@/features/notifications/queries';

declare module '@/db/after-commit' {
  interface CommitSignals {
    /** Notifications of these people were recorded, read or deleted. */
    'notifications.changed': { recipientIds: string[]; change: 'created' | 'read' | 'deleted' };
  }
}

/** Recipients whose counts one statement reads (a fan-out to every follower comes in chunks). */
const chunkSize = 500;

/**
 * `user:<id>` topics, the person's own live channel: only they may join it. Each committed
 * change to someone's notifications (a new one, one read or deleted, on any tab or device)
 * sends `notification.created`, `.read` or `.deleted` there with the unread count, so every open badge follows.
 */
export function notificationRealtime(app: FastifyInstance, _options: unknown, done: () => void) {
  // A token joins its owner's channel with notifications:read, as GET /api/notifications.
  app.realtime.authorize('user', (viewer, id) => Promise.resolve(viewer.userId === id), {
    tokenResource: 'notifications',
  });

  const publishCounts = async (recipientIds: string[], event: string) => {
    for (let start = 0; start < recipientIds.length; start += chunkSize) {
      const chunk = recipientIds.slice(start, start + chunkSize);
      const counts = await unreadCounts(app.database.db, chunk);
      await Promise.all(
        chunk.map((id) =>
          app.realtime.publish(topicOf('user', id), event, {
            unreadCount: counts.get(id) ?? 0,
          }),
        ),
      );
    }
  };
  const stop = onCommitted(app.database.db, 'notifications.changed', ({ recipientIds, change }) => {
    publishCounts(recipientIds, `notification.${change}`).catch((error: unknown) =>
      app.log.warn({ err: error }, 'Live notification counts failed'),
    );
  });
  app.addHook('onClose', (_app, closed) => {
    stop();
    closed();
  });
  done();
}
