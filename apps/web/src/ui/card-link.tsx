import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { cx } from '@/lib/cx';

/**
 * A card's title link, stretched over the whole card (the card must be `relative`), so the
 * card is one click target while screen readers hear one link named by the title.
 */
export function CardLink({
  to,
  className,
  children,
}: {
  to: To;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} dir="auto" className={cx(className, 'after:absolute after:inset-0')}>
      {children}
    </Link>
  );
}
