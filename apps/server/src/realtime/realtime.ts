import type { ApiTokenResource } from '@waymark/shared/api-access/scopes';
import type { Topic, TopicKind } from '@waymark/shared/realtime/frames';

/**
 * What a personal access token needs to use a kind of topic, stated by the feature that owns
 * it, beside its check. `tokenResource` names the scope of the equivalent HTTP read (the
 * `token` of that route's access declaration): `<resource>:read` to join, `:write` for what a
 * client sends into the topic (typing). Null: token sockets may not join, as the feature's
 * routes refuse tokens. Cookie sessions and JWTs are the person and pass.
 */
export interface TopicAccess {
  tokenResource: ApiTokenResource | null;
}

/**
 * What features use to speak live (app.realtime). Features register who may join their kind
 * of topic and publish after their changes commit; the floor carries events to every
 * subscriber on every node.
 */
export interface Realtime {
  /** Who may join topics of this kind (called at every subscribe), and what a token needs. */
  authorize(
    kind: TopicKind,
    check: (viewer: { userId: string }, id: string) => Promise<boolean>,
    access: TopicAccess,
  ): void;
  /** After the change committed: deliver to every subscriber on every node, with a resumable id. */
  publish(topic: Topic, event: string, data: unknown): Promise<void>;
  /** The viewer lost the right (blocked, removed from a group): drop their subscription now, on every node. */
  drop(topic: Topic, userId: string, reason: string): Promise<void>;
  /** Whether the user has an open socket on any node (presence), honouring nothing: callers decide what to show. */
  isOnline(userId: string): Promise<boolean>;
  /**
   * Called on this node when a person's first socket here opens (`live` true) or their last one
   * here closes (false). Other nodes may still hold sockets: ask isOnline() for the whole truth.
   */
  onPresence(listener: (userId: string, live: boolean) => void): void;
  /**
   * Rights may have ended without naming a topic (a block, an unfollow, a journey made
   * private): every node asks the authorisers again for this person's topics, or for this
   * topic's subscribers, and drops what is now refused.
   */
  recheck(target: { userId: string } | { topic: Topic }): Promise<void>;
}

/**
 * Sessions may have ended or changed (app.realtimeSessions): the accounts feature announces
 * it on every node through the bus, and hears it from other nodes to forget cached sessions.
 */
export interface RealtimeSessions {
  /** Tell every node that `userId`'s sessions (null: anyone's) may have ended. */
  changed(userId: string | null): Promise<void>;
  /** Called on this node for every such announcement, from any node. */
  onChanged(listener: (userId: string | null) => void): void;
}
