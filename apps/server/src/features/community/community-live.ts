import type { FastifyInstance } from 'fastify';
import { topicOf } from '@waymark/shared/realtime/frames';
import * as service from '@/features/community/service';

/**
 * What the community asks of the realtime floor (issue 19): `community:<channel id>` topics are
 * for whoever the community rule lets in (asked of the database at every join), and each change
 * publishes ids only, since one frame goes to everyone and blocks differ per reader: clients
 * refetch through the API, which asks the database as them.
 */
export function registerCommunityLive(app: FastifyInstance): void {
  app.realtime.authorize(
    'community',
    (viewer, id) => service.mayListen(app.database.db, viewer.userId, id),
    // Every community route refuses personal access tokens; so does its live topic.
    { tokenResource: null },
  );
}

export type CommunityEvent = 'community.message.created' | 'community.message.updated';

/** Best effort: a lost event is caught up by the client's refetch, never a failed request. */
export async function publishToChannel(
  app: FastifyInstance,
  channelId: string,
  event: CommunityEvent,
  messageId: string,
): Promise<void> {
  try {
    await app.realtime.publish(topicOf('community', channelId), event, { channelId, messageId });
  } catch (error) {
    app.log.warn({ err: error }, 'Could not publish a community event');
  }
}

/** A ban ends the person's listening at once, on every node. */
export async function dropFromChannels(
  app: FastifyInstance,
  channelIds: readonly string[],
  userId: string,
): Promise<void> {
  try {
    for (const id of channelIds)
      await app.realtime.drop(topicOf('community', id), userId, 'banned');
  } catch (error) {
    app.log.warn({ err: error }, 'Could not drop a banned listener');
  }
}
