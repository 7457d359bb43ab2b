import type { FastifyInstance } from 'fastify';
import { presenceChangedEvent } from '@waymark/shared/presence/contracts';
import { topicOf } from '@waymark/shared/realtime/frames';
import { onCommitted } from '@/db/after-commit';
import { maySeePresence, recordSeen } from '@/features/presence/service';

/**
 * `presence:<id>` topics: whoever may see that person's activity status may join (the rule of
 * app.presence_of()). When a person's first socket on a node opens or their last one closes,
 * their last-seen time is written and a content-free `presence.changed` tells listeners to ask
 * again (GET /api/presence decides, with every node's sockets counted). Blocks re-check every
 * topic of both people (the social feature); a changed activity-status choice re-checks both
 * the person's own topic and what they listen to, since the rule is reciprocal.
 */
export function presenceRealtime(app: FastifyInstance, _options: unknown, done: () => void) {
  const db = app.database.db;
  // GET /api/presence refuses personal access tokens; so does the live topic.
  app.realtime.authorize('presence', (viewer, id) => maySeePresence(db, viewer.userId, id), {
    tokenResource: null,
  });

  app.realtime.onPresence((userId) => {
    recordSeen(db, userId)
      .catch((error: unknown) => app.log.warn({ err: error }, 'Presence not recorded'))
      .finally(
        () => void app.realtime.publish(topicOf('presence', userId), presenceChangedEvent, {}),
      );
  });

  const stop = onCommitted(db, 'settings.activityStatusChanged', ({ userId }) => {
    void app.realtime.publish(topicOf('presence', userId), presenceChangedEvent, {});
    void app.realtime.recheck({ topic: topicOf('presence', userId) });
    void app.realtime.recheck({ userId });
  });
  app.addHook('onClose', (_app, closed) => {
    stop();
    closed();
  });
  done();
}
