import type { ProfileCard } from '@waymark/shared/social/contracts';
import { cx } from '@/lib/cx';

/** How Discover names a person: their name, else their @username, else `fallback`. */
export const personName = (person: ProfileCard, fallback: string) =>
  person.fullName ?? (person.username ? `@${person.username}` : fallback);

/** A person's picture, or the first letter of their name on the brand colour (decorative). */
export function PersonAvatar({ person, size = 'md' }: { person: ProfileCard; size?: 'sm' | 'md' }) {
  const base = cx('shrink-0 rounded-full', size === 'sm' ? 'size-8 text-xs' : 'size-12 text-base');
  if (person.avatarUrl) {
    return <img src={person.avatarUrl} alt="" className={cx(base, 'object-cover')} />;
  }
  const initial = [...(person.fullName ?? person.username ?? '?')][0]?.toUpperCase() ?? '?';
  return (
    <span
      aria-hidden="true"
      className={cx(base, 'grid place-items-center bg-brand-soft font-semibold text-brand-text')}
    >
      {initial}
    </span>
  );
}
