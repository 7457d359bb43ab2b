import type { ProfileCard } from '@waymark/shared/social/contracts';

/** The person's picture, or the first letter of their name on the brand colour. */
export function PersonAvatar({ person, name }: { person: ProfileCard; name: string }) {
  const base = 'size-9 shrink-0 rounded-full';
  if (person.avatarUrl) {
    return <img src={person.avatarUrl} alt="" className={`${base} object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${base} grid place-items-center bg-brand-soft text-sm font-semibold text-brand-text`}
    >
      {[...name][0]?.toUpperCase() ?? '?'}
    </span>
  );
}
