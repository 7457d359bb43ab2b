import type { AppTransaction } from '@/db/client';
import { notifyFollowers } from '@/capabilities/notification-records/fan-out';
import { recordNotifications } from '@/capabilities/notification-records/record';

interface JourneyFacts {
  id: string;
  title: string;
  visibility: string;
  ownerId: string;
}

/**
 * A journey was completed: its owner's accepted followers hear of it, when they may see it (not
 * private). Written in the completion's transaction; blocks, mutes and settings per follower.
 */
export async function notifyJourneyCompleted(
  tx: AppTransaction,
  actorId: string,
  journey: JourneyFacts,
): Promise<void> {
  if (journey.visibility === 'private') return;
  await notifyFollowers(
    tx,
    actorId,
    'followeeCompletedJourney',
    { type: 'journey', id: journey.id },
    journey.title,
  );
}

/** Someone forked a journey: its owner hears of it (grouped: "Ada and 2 others forked…"). */
export async function notifyJourneyForked(
  tx: AppTransaction,
  actorId: string,
  source: JourneyFacts,
): Promise<void> {
  await recordNotifications(tx, [
    {
      recipientId: source.ownerId,
      actorId,
      kind: 'journeyForked',
      subject: { type: 'journey', id: source.id },
      excerpt: source.title,
    },
  ]);
}
