import type { NotificationCause } from '@/capabilities/notification-records/record';

/** How much of a comment a notification shows. */
export const EXCERPT_LENGTH = 140;

export const excerptOf = (body: string) =>
  body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : body;

/** A cheer tells the activity's owner, unless they cheered their own. */
export function cheerNotifications(input: {
  actorId: string;
  ownerId: string;
  activityId: string;
}): NotificationCause[] {
  if (input.actorId === input.ownerId) return [];
  return [
    {
      recipientId: input.ownerId,
      actorId: input.actorId,
      kind: 'cheer',
      subject: { type: 'activity', id: input.activityId },
    },
  ];
}

/**
 * Who hears of a comment: the activity's owner ('comment'), and each person it mentions who
 * may see it ('mention'), never its author, and nobody twice (the owner mentioned hears of the
 * comment once). A pending comment (its author is restricted) tells nobody but the owner:
 * the people it mentions hear of it when the owner approves it (`approvalNotifications`).
 */
export function commentNotifications(input: {
  authorId: string;
  ownerId: string;
  commentId: string;
  activityId: string;
  body: string;
  mentionedIds: readonly string[];
  pending: boolean;
}): NotificationCause[] {
  const excerpt = excerptOf(input.body);
  const causes: NotificationCause[] = [];
  if (input.ownerId !== input.authorId) {
    causes.push({
      recipientId: input.ownerId,
      actorId: input.authorId,
      kind: 'comment',
      subject: { type: 'activity', id: input.activityId },
      excerpt,
    });
  }
  if (!input.pending) causes.push(...mentionCauses(input, excerpt));
  return causes;
}

/** Once the owner approves a comment, the people it mentions hear of it. */
export function approvalNotifications(input: {
  authorId: string;
  ownerId: string;
  commentId: string;
  body: string;
  mentionedIds: readonly string[];
}): NotificationCause[] {
  return mentionCauses(input, excerptOf(input.body));
}

function mentionCauses(
  input: { authorId: string; ownerId: string; commentId: string; mentionedIds: readonly string[] },
  excerpt: string,
): NotificationCause[] {
  const recipients = new Set(
    input.mentionedIds.filter((id) => id !== input.authorId && id !== input.ownerId),
  );
  return [...recipients].map((recipientId) => ({
    recipientId,
    actorId: input.authorId,
    kind: 'mention',
    subject: { type: 'comment', id: input.commentId },
    excerpt,
  }));
}
