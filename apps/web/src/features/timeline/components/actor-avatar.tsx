import type { ProfileCard } from '@waymark/shared/social/contracts';

/** The actor's picture, or the first letter of their name on the brand colour. */
export function ActorAvatar({ actor, name }: { actor: ProfileCard; name: string }) {
  const base = 'size-10 shrink-0 rounded-full';
  if (actor.avatarUrl)
    return <img src={actor.avatarUrl} alt="" className={`${base} object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${base} grid place-items-center bg-brand-soft text-sm font-semibold text-brand-text`}
    >
      {[...name][0]?.toUpperCase() ?? '?'}
    </span>
  );
}
