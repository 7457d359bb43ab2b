import type { ProfileCard } from '@waymark/shared/social/contracts';
import { PersonPicture } from '@/ui/person-avatar';

/** The actor's picture, or the first letter of their name on the brand colour. */
export function ActorAvatar({
  actor,
  name,
  size = 'md',
}: {
  actor: ProfileCard;
  name: string;
  /** `sm` in comment threads. */
  size?: 'sm' | 'md';
}) {
  return size === 'sm' ? (
    <PersonPicture
      name={name}
      pictureUrl={actor.avatarUrl}
      letter="first-small"
      className="size-8"
    />
  ) : (
    <PersonPicture name={name} pictureUrl={actor.avatarUrl} letter="first" className="size-10" />
  );
}
