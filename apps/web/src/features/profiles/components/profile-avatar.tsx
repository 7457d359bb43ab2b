import { initials } from '@/features/profiles/lib/initials';
import { cx } from '@/lib/cx';

interface ProfileAvatarProps {
  /** Whose picture: a profile, a person in a list, or a preview of one. */
  person: { avatarUrl: string | null; fullName: string | null; username: string | null };
  /** Tailwind size and text classes, e.g. 'size-24 text-3xl'. */
  className?: string;
}

/** The picture, or the initials on a brand tint when there is none. Decorative: names sit beside it. */
export function ProfileAvatar({ person, className }: ProfileAvatarProps) {
  const { avatarUrl, fullName, username } = person;
  const classes = cx('shrink-0 rounded-full object-cover', className ?? 'size-12 text-lg');
  if (avatarUrl) return <img src={avatarUrl} alt="" className={classes} />;
  return (
    <span
      aria-hidden="true"
      className={cx(classes, 'grid place-items-center bg-brand-soft font-semibold text-brand-text')}
    >
      {initials(fullName, username)}
    </span>
  );
}
