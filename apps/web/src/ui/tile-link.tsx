import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '@/lib/cx';

/**
 * A small card that is one link, named by its title: an icon and the title on one line (cut
 * short when long), then what it shows of the item, e.g. its progress.
 */
export function TileLink({
  to,
  icon: Icon,
  title,
  className,
  iconClassName,
  children,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  /** How it answers a pointer. */
  className: string;
  /** The icon's colour. */
  iconClassName: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={cx(
        'block rounded-xl border border-line bg-raised p-4 shadow-sm focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      <span className="flex items-center gap-2 font-medium">
        <Icon aria-hidden="true" className={cx('size-4', iconClassName)} />
        <span dir="auto" className="min-w-0 truncate">
          {title}
        </span>
      </span>
      {children}
    </Link>
  );
}
