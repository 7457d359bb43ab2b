import { sql, type SQL } from 'drizzle-orm';
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
    const rest = causeArguments(cause.actorId, cause.kind, cause.subject, excerptOf(cause.excerpt));
    await tx.execute(sql`select app.record_notification(${cause.recipientId}::uuid, ${rest})`);
  }
  announceCreated(tx, [...new Set(causes.map((cause) => cause.recipientId))]);
}

/**
 * app.record_notification()'s arguments after the recipient: the cause, and the rules of its
 * kind (the setting that switches it off, its default channels, whether it groups).
 */
export function causeArguments(
  actorId: string | null,
  kind: NotificationKind,
  subject: NotificationCause['subject'],
  excerpt: string | null,
): SQL {
  const setting = settingOfKind[kind];
  const defaults = defaultNotificationChannels[setting];
  return sql`${actorId}::uuid, ${kind}, ${setting}, ${defaults.inApp}, ${defaults.email},
    ${subject.type}, ${subject.id}::uuid, ${excerpt}, ${groupedKinds.includes(kind)},
    ${groupWindowHours}::int, ${groupActorSample}::int`;
}

/** Live: the badge of each recipient, once this commits (realtime-topics.ts). */
export function announceCreated(tx: AppTransaction, recipientIds: string[]): void {
  if (recipientIds.length > 0)
    afterCommit(tx, 'notifications.changed', { recipientIds, change: 'created' });
}
