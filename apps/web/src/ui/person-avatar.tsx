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
  className,
}: {
  name: string | null;
  pictureUrl: string | null | undefined;
  className?: string;
}) {
  const base = cx('size-9 shrink-0 rounded-full', className);
  if (pictureUrl) {
    return <img src={pictureUrl} alt="" className={cx(base, 'object-cover')} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cx(
        base,
        'grid place-items-center bg-brand-soft text-xs font-semibold text-brand-text',
      )}
    >
      {initials(name ?? '?') || '?'}
    </span>
  );
}
