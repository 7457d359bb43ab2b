import type { ProfileCard } from '@waymark/shared/social/contracts';
import { nameOf } from '@/features/community/lib/channels';
import { cx } from '@/lib/cx';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');

/** A person's picture, or their initials; decorative (the name is always said beside it). */
export function PersonBadge({
  person,
  className,
}: {
  person: ProfileCard | null;
  className?: string;
}) {
  const base = cx('size-9 shrink-0 rounded-full', className);
  if (person?.avatarUrl) {
    return <img src={person.avatarUrl} alt="" className={cx(base, 'object-cover')} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cx(
        base,
        'grid place-items-center bg-brand-soft text-xs font-semibold text-brand-text',
      )}
    >
      {initials(nameOf(person) ?? '?') || '?'}
    </span>
  );
}
