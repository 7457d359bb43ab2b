import { z } from 'zod';
import {
  idSchema,
  instant,
  type Page,
  pageSchema,
  paginationQuerySchema,
} from '../journeys/common-contracts';
import type { NotificationType } from '../settings';
import { profileCardSchema } from '../social/contracts';

/**
 * Notifications (issue 16). The kinds are a contract shared with the cheers/comments work:
 * apps/server/src/capabilities/notification-records/record.ts records them in the cause's transaction.
 */
export const notificationKinds = [
  'newFollower',
  'followRequest',
  'followAccepted',
  'connectionRequest',
  'connectionAccepted',
  'cheer',
  'comment',
  'mention',
  'journeyForked',
  'followeeCompletedJourney',
  /** The owner of a journey shared it with the recipient (issue 34). */
  'journeyShared',
  'trialEnding',
  'newSignIn',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationSubjectTypes = [
  'activity',
  'journey',
  'project',
  'profile',
  'comment',
  'billing',
  'session',
] as const;
export type NotificationSubjectType = (typeof notificationSubjectTypes)[number];

/**
 * Which setting of Settings → Notifications (the spec's names, settings.ts) switches a kind
 * on or off: a request and its acceptance share one switch, and so do the two journey events.
 */
export const settingOfKind: Readonly<Record<NotificationKind, NotificationType>> = {
  newFollower: 'newFollower',
  followRequest: 'followRequest',
  followAccepted: 'followRequest',
  connectionRequest: 'connectionRequest',
  connectionAccepted: 'connectionRequest',
  cheer: 'likes',
  comment: 'comments',
  mention: 'mentions',
  journeyForked: 'journeyActivity',
  followeeCompletedJourney: 'journeyActivity',
  journeyShared: 'journeyActivity',
  trialEnding: 'billing',
  newSignIn: 'security',
};

/**
 * Kinds whose notifications gather into one row while unread ("Ada and 4 others cheered…"):
 * the same kind about the same subject within `groupWindowHours`. The others stay one per event.
 */
export const groupedKinds: readonly NotificationKind[] = [
  'newFollower',
  'cheer',
  'comment',
  'journeyForked',
];
export const groupWindowHours = 24;
/** How many of a group's actors a row keeps to show (the count says how many in all). */
export const groupActorSample = 3;

export const notificationSchema = z.object({
  id: idSchema,
  kind: z.enum(notificationKinds),
  subject: z.object({ type: z.enum(notificationSubjectTypes), id: z.uuid().nullable() }),
  /** The newest actors first (those the reader may still see); empty for system notices. */
  actors: z.array(profileCardSchema),
  /** Everyone who caused this group, including actors not listed. */
  actorCount: z.number().int().min(0),
  excerpt: z.string().nullable(),
  read: z.boolean(),
  /** When the newest event of the group happened. */
  updatedAt: instant,
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = paginationQuerySchema;
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationPageSchema = pageSchema(notificationSchema);
export type NotificationPage = Page<Notification>;

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const markedReadSchema = z.object({ updated: z.number().int().min(0) });
