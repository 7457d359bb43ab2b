import type { Topic } from '@waymark/shared/realtime/frames';

/** One event on a topic, with the id a client resumes from. */
export interface BusEvent {
  topic: Topic;
  id: string;
  event: string;
  data: unknown;
  /** When it was published, in ms since the epoch. */
  at: number;
}

/**
 * What nodes tell each other besides events: an ephemeral event (typing, never kept), a
 * subscription to drop, sessions to check again.
 */
export type BusSignal =
  | { kind: 'ephemeral'; topic: Topic; event: string; data: unknown; fromUserId: string }
  | { kind: 'drop'; topic: Topic; userId: string; reason: string }
  | { kind: 'sessions'; userId: string | null }
  | { kind: 'recheck'; userId?: string; topic?: Topic };

export interface BusHandlers {
  onEvent(event: BusEvent): void;
  onSignal(signal: BusSignal): void;
  /** This node may have missed events (the bus was cut off and is back): sockets reload. */
  onGap(): void;
}

/**
 * How events travel between the nodes of one installation. Two implementations: in-process
 * (one node, the default) and Redis (REDIS_URL): a capped stream per topic keeps the last
 * events for resume, pub/sub carries them to every node. Either way `publish` resolves once
 * every node will see the event, and each node hears its own events too.
 */
export interface MessageBus {
  /**
   * Keeps the event for resume and delivers it to every node; resolves to its id, or null when
   * the bus holds it to send later (Redis down).
   */
  publish(topic: Topic, event: string, data: unknown): Promise<string | null>;
  /** Tells every node (this one included). */
  signal(signal: BusSignal): Promise<void>;
  /**
   * The events after `since` on `topic`, oldest first; null when they cannot all be given
   * (`since` is older than what is kept, or unknown): the client must reload instead.
   */
  replay(topic: Topic, since: string): Promise<BusEvent[] | null>;
  /** This node's sockets of `userId` went from `count` to another count (presence). */
  setLocalPresence(userId: string, count: number): Promise<void>;
  isOnline(userId: string): Promise<boolean>;
  start(handlers: BusHandlers): Promise<void>;
  close(): Promise<void>;
}

/** Events kept per topic for resume: a client away longer than this many events reloads. */
export const keptEventsPerTopic = 200;
