import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@waymark/shared/notifications/contracts';
import type { AppTransaction } from '@/db/client';
import {
  announceCreated,
  causeArguments,
  type NotificationCause,
} from '@/capabilities/notification-records/record';

/**
 * One notification for each accepted follower of the caller, in one statement (a person with
 * thousands of followers costs one round trip, not thousands), through the same
 * app.record_notification() as recordNotifications(): blocks, mutes and settings apply to
 * each follower. The caller is the actor.
 */
export async function notifyFollowers(
  tx: AppTransaction,
  actorId: string,
  kind: NotificationKind,
  subject: NotificationCause['subject'],
  excerpt?: string,
): Promise<void> {
  const rest = causeArguments(actorId, kind, subject, excerpt?.slice(0, 200) ?? null);
  const result = await tx.execute<{ follower_id: string }>(sql`
    select f.follower_id, app.record_notification(f.follower_id, ${rest})
    from followers f
    where f.user_id = ${actorId} and f.status = 'accepted'`);
  announceCreated(
    tx,
    result.rows.map((row) => row.follower_id),
  );
}
