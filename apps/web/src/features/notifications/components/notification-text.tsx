import { useTranslation } from 'react-i18next';
import type { Notification } from '@waymark/shared/notifications/contracts';
import type { ProfileCard } from '@waymark/shared/social/contracts';

export const displayName = (actor: ProfileCard) => actor.fullName?.trim() || actor.username || '?';

/**
 * A name or title inside a translated sentence, isolated (FSI … PDI) so a Latin name in an
 * Arabic sentence keeps the sentence's direction and punctuation in place.
 */
export const isolated = (text: string) => `\u2068${text}\u2069`;

/** "Ada", "Ada and Bo", "Ada and 4 others": who did it, names in their own direction. */
function useWho(notification: Notification): string {
  const { t } = useTranslation('notifications');
  const [first, second] = notification.actors;
  if (!first) return t('actors.someone');
  const count = Math.max(notification.actorCount, notification.actors.length);
  if (count === 1) return isolated(displayName(first));
  if (count === 2 && second) {
    return t('actors.two', {
      first: isolated(displayName(first)),
      second: isolated(displayName(second)),
    });
  }
  return t('actors.many', { first: isolated(displayName(first)), count: count - 1 });
}

/** The sentence of one notification (grouped ones name the newest actor and count the rest). */
export function useNotificationText(notification: Notification): string {
  const { t } = useTranslation('notifications');
  const who = useWho(notification);
  const excerpt = isolated(notification.excerpt ?? '');
  switch (notification.kind) {
    case 'newFollower':
      return t('kinds.newFollower', { who });
    case 'followRequest':
      return t('kinds.followRequest', { who });
    case 'followAccepted':
      return t('kinds.followAccepted', { who });
    case 'connectionRequest':
      return t('kinds.connectionRequest', { who });
    case 'connectionAccepted':
      return t('kinds.connectionAccepted', { who });
    case 'cheer':
      return t('kinds.cheer', { who });
    case 'comment':
      return t('kinds.comment', { who });
    case 'mention':
      return t('kinds.mention', { who });
    case 'journeyForked':
      return t('kinds.journeyForked', { who, title: excerpt });
    case 'followeeCompletedJourney':
      return t('kinds.followeeCompletedJourney', { who, title: excerpt });
    case 'journeyShared':
      return t('kinds.journeyShared', { who, title: excerpt });
    case 'trialEnding':
      return t('kinds.trialEnding');
    case 'newSignIn':
      return t('kinds.newSignIn');
  }
}
