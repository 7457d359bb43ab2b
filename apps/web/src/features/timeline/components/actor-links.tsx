import { Link } from 'react-router';
import { pathTo } from '@waymark/shared/routes';
import type { ProfileCard } from '@waymark/shared/social/contracts';
import { cx } from '@/lib/cx';
import { ActorAvatar } from '@/features/timeline/components/actor-avatar';

/** The actor's picture as a link to their profile, named for screen readers. */
export function ActorAvatarLink({
  actor,
  name,
  size,
}: {
  actor: ProfileCard;
  name: string;
  size?: 'sm' | 'md';
}) {
  return (
    <Link to={pathTo('profile', { id: actor.id })} className="shrink-0 rounded-full">
      <ActorAvatar actor={actor} name={name} size={size} />
      <span className="sr-only">{name}</span>
    </Link>
  );
}

/** The actor's name as a link to their profile (isolated, so a right-to-left name reads right). */
export function ActorNameLink({
  actor,
  name,
  className,
}: {
  actor: ProfileCard;
  name: string;
  /** Added to the bold name's look, e.g. a colour its surroundings do not give. */
  className?: string;
}) {
  return (
    <Link
      to={pathTo('profile', { id: actor.id })}
      className={cx('font-semibold hover:underline', className)}
    >
      <bdi>{name}</bdi>
    </Link>
  );
}
