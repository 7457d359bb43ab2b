import type { NotificationKind } from '@waymark/shared/notifications/contracts';

/** "Ada", "Ada and Bo", "Ada and 3 others": who did it, as the mail says it. */
export function actorPhrase(names: string[], count: number): string {
  const [first, second] = names;
  if (!first) return 'Someone';
  if (count <= 1) return first;
  if (count === 2 && second) return `${first} and ${second}`;
  const others = count - 1;
  return `${first} and ${others} other${others === 1 ? '' : 's'}`;
}

/** One notification in one English sentence (mail is English, like the other templates). */
export function notificationLine(
  kind: NotificationKind,
  who: string,
  excerpt: string | null,
): string {
  const title = excerpt ? `“${excerpt}”` : 'your journey';
  switch (kind) {
    case 'newFollower':
      return `${who} started following you.`;
    case 'followRequest':
      return `${who} asked to follow you.`;
    case 'followAccepted':
      return `${who} accepted your follow request.`;
    case 'connectionRequest':
      return `${who} asked to connect with you.`;
    case 'connectionAccepted':
      return `${who} accepted your connection request.`;
    case 'cheer':
      return `${who} cheered your activity.`;
    case 'comment':
      return excerpt ? `${who} commented: “${excerpt}”` : `${who} commented on your activity.`;
    case 'mention':
      return excerpt ? `${who} mentioned you: “${excerpt}”` : `${who} mentioned you.`;
    case 'journeyForked':
      return `${who} forked ${title}.`;
    case 'followeeCompletedJourney':
      return `${who} completed ${excerpt ? title : 'a journey'}.`;
    case 'trialEnding':
      return 'Your free trial ends soon: choose a plan to keep everything.';
    case 'newSignIn':
      return `New sign-in to your account${excerpt ? ` from ${excerpt}` : ''}.`;
  }
}
