import type { FastifyInstance } from 'fastify';
import type { Journey } from '@waymark/shared/journeys/journey-contracts';
import { topicOf } from '@waymark/shared/realtime/frames';
import { onCommitted } from '@/db/after-commit';
import { withUser } from '@/db/with-user';
import { findVisibleJourney } from '@/features/journeys/journey-queries';

declare module '@/db/after-commit' {
  interface CommitSignals {
    /** A journey's visibility changed, or it was deleted: its viewers are checked again. */
    'journey.accessChanged': { journeyId: string };
    /** A journey's steps were ticked, unticked, added or deleted. */
    'journey.progressed': Pick<
      Journey,
      'status' | 'stepCount' | 'completedStepCount' | 'progress'
    > & {
      journeyId: string;
    };
  }
}

/**
 * `journey:<id>` topics, the live journey page: whoever may see the journey may join (the
 * same row-level rule as reading it: visibility, follows, blocks). Each committed step change
 * sends `journey.progress` with the counts every viewer already sees on the card; one that
 * makes it less visible (or deletes it) has every viewer checked again, and dropped if refused.
 */
export function journeyRealtime(app: FastifyInstance, _options: unknown, done: () => void) {
  app.realtime.authorize(
    'journey',
    async (viewer, id) => {
      const row = await withUser(app.database.db, viewer.userId, (tx) =>
        findVisibleJourney(tx, id),
      );
      return row !== null;
    },
    // What GET /api/journeys/:id needs of a token.
    { tokenResource: 'journeys' },
  );

  const stop = onCommitted(app.database.db, 'journey.progressed', ({ journeyId, ...counts }) => {
    void app.realtime.publish(topicOf('journey', journeyId), 'journey.progress', {
      journeyId,
      ...counts,
    });
  });
  const stopAccess = onCommitted(app.database.db, 'journey.accessChanged', ({ journeyId }) => {
    void app.realtime.recheck({ topic: topicOf('journey', journeyId) });
  });
  app.addHook('onClose', (_app, closed) => {
    stop();
    stopAccess();
    closed();
  });
  done();
}
