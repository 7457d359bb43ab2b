import { cx } from '@/lib/cx';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');

/**
 * A person's picture, or the initials of `name` on the brand colour; decorative (the name is
 * always said beside it). Round, 36 px unless `className` says otherwise.
 */
export function PersonPicture({
  name,
  pictureUrl,
  initials: letters,
  letter = 'initials',
  className,
}: {
  name: string | null;
  pictureUrl: string | null | undefined;
  /** The letters to draw instead of those of `name` (the signed-in menu's, from an address too). */
  initials?: string;
  /**
   * `first`: the first letter of `name` only, a size larger (leaderboard rows, notifications,
   * the timeline); `first-small`: the first letter at the initials' size (comment threads).
   */
  letter?: 'initials' | 'first' | 'first-small';
  className?: string;
}) {
  // A size in `className` replaces the default rather than joining it: Tailwind writes its size
  // utilities smallest first, so with both the larger always won (stacked faces overlapped).
  const hasSize = /(^|\s)size-/.test(className ?? '');
  const base = cx('shrink-0 rounded-full', !hasSize && 'size-9', className);
  if (pictureUrl) {
    return <img src={pictureUrl} alt="" className={cx(base, 'object-cover')} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cx(
        base,
        'grid place-items-center bg-brand-soft font-semibold text-brand-text',
        letter === 'first' ? 'text-sm' : 'text-xs',
      )}
    >
      {letter !== 'initials'
        ? ([...(name ?? '')][0]?.toUpperCase() ?? '?')
        : (letters ?? (initials(name ?? '?') || '?'))}
    </span>
  );
}
