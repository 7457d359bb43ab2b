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

export interface NotificationCause {
  /** who gets it */
  recipientId: string;
  /** who caused it (null: the system, e.g. billing) */
  actorId: string | null;
  kind: NotificationKind;
  subject: {
    type: 'activity' | 'journey' | 'project' | 'profile' | 'comment' | 'billing' | 'session';
    id: string | null;
  };
  /** A short excerpt to show (comment text, journey title) — optional. */
  excerpt?: string;
}

/** Excerpts are previews: a comment's first lines, a journey's title. */
const EXCERPT_MAX = 200;

const excerptOf = (text: string | undefined) =>
  text === undefined ? null : [...text.trim()].slice(0, EXCERPT_MAX).join('') || null;

/**
 * Records notifications in the caller's transaction (the cause's). Silently skips: the actor
 * themself, recipients who blocked/are blocked by/muted the actor, and kinds the recipient
 * switched off for in-app. Never throws for those.
 *
 * The rules live in the database (app.record_notification(), migration 0017), which reads the
 * recipient's blocks, mutes and settings the caller's role may not, and refuses a cause whose
 * actor is not the caller: one person can never notify in another's name.
 */
export async function recordNotifications(
  tx: AppTransaction,
  causes: readonly NotificationCause[],
): Promise<void> {
  for (const cause of causes) {
    const setting = settingOfKind[cause.kind];
    const defaults = defaultNotificationChannels[setting];
    await tx.execute(sql`select app.record_notification(
      ${cause.recipientId}::uuid, ${cause.actorId}::uuid, ${cause.kind}, ${setting},
      ${defaults.inApp}, ${defaults.email}, ${cause.subject.type}, ${cause.subject.id}::uuid,
      ${excerptOf(cause.excerpt)}, ${groupedKinds.includes(cause.kind)}, ${groupWindowHours}::int,
      ${groupActorSample}::int)`);
  }
  // Live: the badge of each recipient, once this commits (realtime-topics.ts).
  const recipientIds = [...new Set(causes.map((cause) => cause.recipientId))];
  if (recipientIds.length > 0)
    afterCommit(tx, 'notifications.changed', { recipientIds, change: 'created' });
}
