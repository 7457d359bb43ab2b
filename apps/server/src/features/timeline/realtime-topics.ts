import type { FastifyInstance } from 'fastify';
import type { Visibility } from '@waymark/shared/journeys/common-contracts';
import { topicOf } from '@waymark/shared/realtime/frames';
import { onCommitted } from '@/db/after-commit';
import { acceptedFollowerIds } from '@/features/timeline/queries';

declare module '@/db/after-commit' {
  interface CommitSignals {
    /** An activity was recorded (or a step group grew). */
    'activity.recorded': { actorId: string; visibility: Visibility };
  }
}

/** One fan-out per actor at most this often: ticking five steps is one hint, not five. */
const actorIntervalMs = 10_000;
/** Followers told live per activity; past that, the timeline's polling still finds it. */
const followersTold = 5_000;

/**
 * The timeline's "N new", live: when someone's activity commits, each of their followers gets
 * `timeline.activity` on their `user:` topic, a hint without content. The client then asks
 * the usual count endpoint, which applies every rule (visibility, blocks, mutes) — so the
 * hint costs one follower query and one publish per follower, never a per-follower
 * visibility check, and a hint that turns out to show nothing new costs one count request.
 * Private activities send nothing. Bursts from one actor are coalesced (leading and trailing).
 */
export function timelineRealtime(app: FastifyInstance, _options: unknown, done: () => void) {
  const waiting = new Map<string, { timer: NodeJS.Timeout; again: boolean }>();

  const fanOut = async (actorId: string) => {
    const followers = await acceptedFollowerIds(app.database.db, actorId, followersTold);
    await Promise.all(
      followers.map((id) =>
        app.realtime.publish(topicOf('user', id), 'timeline.activity', { actorId }),
      ),
    );
  };
  const run = (actorId: string) => {
    fanOut(actorId).catch((error: unknown) =>
      app.log.warn({ err: error }, 'Live timeline hint failed'),
    );
  };
  const schedule = (actorId: string) => {
    const pending = waiting.get(actorId);
    if (pending) {
      pending.again = true;
      return;
    }
    run(actorId);
    const entry = {
      again: false,
      timer: setTimeout(() => {
        waiting.delete(actorId);
        if (entry.again) schedule(actorId);
      }, actorIntervalMs),
    };
    entry.timer.unref();
    waiting.set(actorId, entry);
  };

  const stop = onCommitted(app.database.db, 'activity.recorded', ({ actorId, visibility }) => {
    if (visibility !== 'private') schedule(actorId);
  });
  app.addHook('onClose', (_app, closed) => {
    stop();
    for (const { timer } of waiting.values()) clearTimeout(timer);
    waiting.clear();
    closed();
  });
  done();
}
