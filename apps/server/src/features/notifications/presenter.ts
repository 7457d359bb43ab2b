import {
  notificationKinds,
  notificationSchema,
  notificationSubjectTypes,
  type Notification,
} from '@waymark/shared/notifications/contracts';
import type { ProfileCard } from '@waymark/shared/social/contracts';
import type { NotificationRow } from '@/features/notifications/queries';

export const instantOf = (value: string | Date) => new Date(value).toISOString();

const isKind = (value: string): value is Notification['kind'] =>
  (notificationKinds as readonly string[]).includes(value);
const isSubjectType = (value: string): value is Notification['subject']['type'] =>
  (notificationSubjectTypes as readonly string[]).includes(value);

/**
 * One row as the reader sees it, or null for a kind this version does not know. Actors the
 * reader may no longer see (blocked since, account gone) are left out of the sample; a
 * notification whose every actor is gone is left out entirely.
 */
export function presentNotification(
  row: NotificationRow,
  cards: Map<string, ProfileCard>,
): Notification | null {
  if (!isKind(row.kind) || !isSubjectType(row.subject_type)) return null;
  const actors = row.actor_ids.flatMap((id) => cards.get(id) ?? []);
  if (row.actor_ids.length > 0 && actors.length === 0) return null;
  return notificationSchema.parse({
    id: row.id,
    kind: row.kind,
    subject: { type: row.subject_type, id: row.subject_id },
    actors,
    actorCount: Math.max(row.actor_count - (row.actor_ids.length - actors.length), actors.length),
    excerpt: row.excerpt,
    read: row.read_at !== null,
    updatedAt: instantOf(row.updated_at),
  });
}
