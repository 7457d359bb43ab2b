import { z } from 'zod';

/**
 * The realtime wire contract (issue 17), shared by the server's WebSocket endpoint
 * (`/api/realtime`) and the web client. Every frame is one JSON object.
 *
 * Topics name what a socket listens to: `user:<id>` (my notifications, unread counts,
 * message requests; only that person may join), `conversation:<id>` (members only),
 * `journey:<id>` (whoever may see the journey), `presence:<id>` (whoever may see that person's
 * activity status), `community:<channel id>` (whoever the community lets in: Pro members and
 * moderators, not the banned; issue 19). Each kind of topic is authorised by the feature that
 * owns it when the socket joins, and dropped when that right ends.
 */

export const topicKinds = ['user', 'conversation', 'journey', 'presence', 'community'] as const;
export type TopicKind = (typeof topicKinds)[number];

const uuid = z.uuid();
export const topicSchema = z
  .string()
  .max(80)
  .regex(/^(user|conversation|journey|presence|community):[0-9a-f-]{36}$/, 'Unknown topic');
export type Topic = z.infer<typeof topicSchema>;

export function topicOf(kind: TopicKind, id: string): Topic {
  return `${kind}:${id}`;
}

export function parseTopic(topic: string): { kind: TopicKind; id: string } | null {
  const [kind, id] = topic.split(':');
  if (!topicKinds.includes(kind as TopicKind) || !uuid.safeParse(id).success) return null;
  return { kind: kind as TopicKind, id: id! };
}

/** What a client may send. Each counts against its budget of 10 events a second (spec §9). */
export const clientFrameSchema = z.discriminatedUnion('type', [
  // `since`: the last event id this client saw on the topic, to resume after a reconnect.
  z.object({
    type: z.literal('subscribe'),
    topic: topicSchema,
    since: z.string().max(40).optional(),
  }),
  z.object({ type: z.literal('unsubscribe'), topic: topicSchema }),
  // Typing in a conversation; the server coalesces repeats and tells the other members.
  z.object({ type: z.literal('typing'), topic: topicSchema }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** An event on a topic, in order; `id` is what a client resumes from. */
export const eventFrameSchema = z.object({
  type: z.literal('event'),
  topic: topicSchema,
  id: z.string(),
  event: z.string(),
  data: z.unknown(),
  /** When it was published (ms since the epoch, the server's clock); absent on typing. */
  at: z.number().optional(),
});
export type EventFrame = z.infer<typeof eventFrameSchema>;

export const serverFrameSchema = z.discriminatedUnion('type', [
  eventFrameSchema,
  z.object({ type: z.literal('subscribed'), topic: topicSchema }),
  // Refused at join, or dropped later (blocked, removed from a group, signed out).
  z.object({ type: z.literal('unsubscribed'), topic: topicSchema, reason: z.string() }),
  // What was missed could not be replayed: the client reloads that topic's data.
  z.object({ type: z.literal('reset'), topic: topicSchema }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
  z.object({ type: z.literal('pong') }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** Spec §9: at most 10 events a second per client. */
export const clientEventsPerSecond = 10;

/**
 * Close codes of the realtime socket. 1008 (policy): the client kept flooding or sent what the
 * endpoint does not speak; 4401: the session behind the socket ended (signed out, revoked,
 * password changed, account deleted), or the access token or JWT that opened it expired.
 * Neither is worth a quick reconnect.
 */
export const realtimeCloseCodes = { policy: 1008, sessionEnded: 4401 } as const;

/**
 * Events that are not kept for resume (typing): they carry this empty id, and a client does
 * not move its resume point on them.
 */
export const ephemeralEventId = '';
