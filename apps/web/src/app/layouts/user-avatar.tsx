import { cx } from '@/lib/cx';

/** Up to two letters of a name (or the e-mail address) for an avatar without a picture. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  return letters
    .map((word) => [...(word ?? '')][0] ?? '')
    .join('')
    .toUpperCase();
}

/** The signed-in person's picture, or their initials on the brand colour. */
export function UserAvatar({
  name,
  url,
  className,
}: {
  name: string;
  url: string | null;
  className?: string;
}) {
  const base = cx('size-8 shrink-0 rounded-full', className);
  if (url) return <img src={url} alt="" className={cx(base, 'object-cover')} />;
  return (
    <span
      aria-hidden="true"
      className={cx(
        base,
        'grid place-items-center bg-brand-soft text-xs font-semibold text-brand-text',
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
