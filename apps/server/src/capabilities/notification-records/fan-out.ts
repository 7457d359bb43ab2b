import { sql } from 'drizzle-orm';
import {
  groupActorSample,
  groupedKinds,
  groupWindowHours,
  settingOfKind,
  type NotificationKind,
} from '@waymark/shared/notifications/contracts';
import { defaultNotificationChannels } from '@waymark/shared/settings';
import { afterCommit } from '@/db/after-commit';
import type { AppTransaction } from '@/db/client';
import type { NotificationCause } from '@/capabilities/notification-records/record';

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
  const setting = settingOfKind[kind];
  const defaults = defaultNotificationChannels[setting];
  const result = await tx.execute<{ follower_id: string }>(sql`
    select f.follower_id, app.record_notification(f.follower_id, ${actorId}::uuid, ${kind}, ${setting},
      ${defaults.inApp}, ${defaults.email}, ${subject.type}, ${subject.id}::uuid,
      ${excerpt?.slice(0, 200) ?? null}, ${groupedKinds.includes(kind)}, ${groupWindowHours}::int,
      ${groupActorSample}::int)
    from followers f
    where f.user_id = ${actorId} and f.status = 'accepted'`);
  const recipientIds = result.rows.map((row) => row.follower_id);
  if (recipientIds.length > 0)
    afterCommit(tx, 'notifications.changed', { recipientIds, change: 'created' });
}
