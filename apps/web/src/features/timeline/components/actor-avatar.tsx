import type { ProfileCard } from '@waymark/shared/social/contracts';
import { cx } from '@/lib/cx';

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
  const base = cx('shrink-0 rounded-full', size === 'sm' ? 'size-8' : 'size-10');
  if (actor.avatarUrl)
    return <img src={actor.avatarUrl} alt="" className={`${base} object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={cx(
        base,
        'grid place-items-center bg-brand-soft font-semibold text-brand-text',
        size === 'sm' ? 'text-xs' : 'text-sm',
      )}
    >
      {[...name][0]?.toUpperCase() ?? '?'}
    </span>
  );
}
