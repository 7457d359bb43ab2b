import type { FastifyInstance } from 'fastify';
import type { Message } from '@waymark/shared/chat/contracts';
import { topicOf } from '@waymark/shared/realtime/frames';
import type { Realtime } from '@/realtime/realtime';
import * as service from '@/features/chat/service';

/**
 * Everything chat asks of the realtime floor (issue 17), in one place: which sockets may listen
 * to a conversation, and the events its changes publish once their transaction has committed.
 * A block needs nothing here: the social feature has every node re-ask the authorisers of both
 * people, and a direct conversation stops being listenable once a block stands (mayListen).
 */
export type ChatRealtime = Pick<Realtime, 'authorize' | 'publish' | 'drop' | 'isOnline'>;

export type ChatEvent =
  | 'message.created'
  | 'message.updated'
  | 'message.deleted'
  | 'reaction.changed'
  | 'receipt.moved'
  | 'member.changed'
  | 'conversation.updated';

// Tests may stand in a recording floor for `app.realtime`, with the same methods.
const liveOf = (app: FastifyInstance): ChatRealtime => app.realtime;

/** Conversation topics are for current members with no block in the way (as the policies say). */
export function registerChatLive(app: FastifyInstance): void {
  liveOf(app).authorize(
    'conversation',
    (viewer, id) => service.mayListen(app.database.db, viewer.userId, id),
    // What GET /api/conversations/:id needs; typing into it needs messages:write.
    { tokenResource: 'messages' },
  );
}

/** Best effort: a lost event is caught up by the client's refetch, never a failed request. */
async function safely(app: FastifyInstance, work: (live: ChatRealtime) => Promise<void>) {
  try {
    await work(liveOf(app));
  } catch (error) {
    app.log.warn({ err: error }, 'Could not publish a chat event');
  }
}

export function publishToConversation(
  app: FastifyInstance,
  conversationId: string,
  event: ChatEvent,
  data: unknown,
): Promise<void> {
  return safely(app, (live) => live.publish(topicOf('conversation', conversationId), event, data));
}

/** Tells each member their new unread counts (and a request, to those it is one for). */
export function publishUnread(
  app: FastifyInstance,
  members: readonly { id: string; requestState: string }[],
  conversationId: string,
): Promise<void> {
  return safely(app, async (live) => {
    for (const member of members) {
      const counts = await service.countsFor(app.database.db, member.id);
      await live.publish(topicOf('user', member.id), 'chat.unread', counts);
      if (member.requestState === 'pending') {
        await live.publish(topicOf('user', member.id), 'chat.request', { conversationId });
      }
    }
  });
}

/**
 * What a message event carries: ids only. Everyone subscribed to a conversation gets the same
 * frame, and a member must not read there what the policies hide from them (a blocked member's
 * words in a group): clients refetch through the API, which asks the database as them.
 */
export const messageRef = (message: Pick<Message, 'id' | 'conversationId'>) => ({
  conversationId: message.conversationId,
  messageId: message.id,
});

/** A new message: to the conversation, then each other member's counts. */
export async function publishSent(
  app: FastifyInstance,
  message: Message,
  members: readonly { id: string; requestState: string }[],
): Promise<void> {
  // The sender's id too (every member sees who wrote it anyway): their "typing…" ends with it.
  await publishToConversation(app, message.conversationId, 'message.created', {
    ...messageRef(message),
    senderId: message.senderId,
  });
  await publishUnread(
    app,
    members.filter((member) => member.id !== message.senderId),
    message.conversationId,
  );
}

/** Someone left or was removed, or a block now stands: their socket stops listening at once. */
export function dropListener(
  app: FastifyInstance,
  conversationId: string,
  userId: string,
  reason: string,
): Promise<void> {
  return safely(app, (live) => live.drop(topicOf('conversation', conversationId), userId, reason));
}
