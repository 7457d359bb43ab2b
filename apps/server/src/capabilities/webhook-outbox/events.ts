import type { AppTransaction } from '@/db/client';
import { recordWebhookEvent } from '@/capabilities/webhook-outbox/outbox';

// Events, emitted by features inside the transaction of their change.

/** What a journey event says of the journey, as it is after the change. */
export interface WebhookJourney {
  id: string;
  ownerId: string;
  title: string;
  status: string;
  visibility: string;
  category?: string | null;
  stepCount?: number;
  completedStepCount?: number;
  completedAt?: Date | string | null;
}

const journeyData = (journey: WebhookJourney) => ({
  journey: {
    id: journey.id,
    title: journey.title,
    status: journey.status,
    visibility: journey.visibility,
    category: journey.category ?? null,
    step_count: journey.stepCount ?? null,
    completed_step_count: journey.completedStepCount ?? null,
    completed_at:
      journey.completedAt instanceof Date
        ? journey.completedAt.toISOString()
        : (journey.completedAt ?? null),
  },
});

/** journey.created / journey.updated / journey.completed, to the journey's owner's endpoints. */
export async function emitJourneyWebhook(
  tx: AppTransaction,
  actorId: string,
  type: 'journey.created' | 'journey.updated' | 'journey.completed',
  journey: WebhookJourney,
): Promise<void> {
  await recordWebhookEvent(
    tx,
    { type, ownerId: journey.ownerId, data: journeyData(journey) },
    { onBehalf: actorId !== journey.ownerId },
  );
}

export async function emitStepCompletedWebhook(
  tx: AppTransaction,
  actorId: string,
  journey: WebhookJourney,
  step: { id: string; title: string },
): Promise<void> {
  await recordWebhookEvent(
    tx,
    {
      type: 'step.completed',
      ownerId: journey.ownerId,
      data: { step: { id: step.id, title: step.title }, ...journeyData(journey) },
    },
    { onBehalf: actorId !== journey.ownerId },
  );
}

/** follower.new, to the followed person's endpoints, once the follow is accepted. */
export async function emitNewFollowerWebhook(
  tx: AppTransaction,
  actorId: string,
  followedId: string,
  followerId: string,
): Promise<void> {
  await recordWebhookEvent(
    tx,
    { type: 'follower.new', ownerId: followedId, data: { follower: { id: followerId } } },
    { onBehalf: actorId !== followedId },
  );
}

/** comment.created, to the commented activity's owner's endpoints. */
export async function emitCommentWebhook(
  tx: AppTransaction,
  actorId: string,
  ownerId: string,
  comment: { id: string; activityId: string; body: string; pending: boolean },
): Promise<void> {
  await recordWebhookEvent(
    tx,
    {
      type: 'comment.created',
      ownerId,
      data: {
        comment: {
          id: comment.id,
          activity_id: comment.activityId,
          author_id: actorId,
          body: comment.body,
          pending_approval: comment.pending,
        },
      },
    },
    { onBehalf: actorId !== ownerId },
  );
}

/** message.received, to the recipient's endpoints (chat calls it when it lands). */
export async function emitMessageReceivedWebhook(
  tx: AppTransaction,
  actorId: string,
  recipientId: string,
  message: { id: string; conversationId: string; excerpt: string },
): Promise<void> {
  await recordWebhookEvent(
    tx,
    {
      type: 'message.received',
      ownerId: recipientId,
      data: {
        message: {
          id: message.id,
          conversation_id: message.conversationId,
          sender_id: actorId,
          excerpt: message.excerpt,
        },
      },
    },
    { onBehalf: actorId !== recipientId },
  );
}
