import { Link } from 'react-router';
import { pathTo } from '@waymark/shared/routes';
import type { ProfileCard } from '@waymark/shared/social/contracts';
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
  className: string;
}) {
  return (
    <Link to={pathTo('profile', { id: actor.id })} className={className}>
      <bdi>{name}</bdi>
    </Link>
  );
}
