import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const looks = {
  /** Over a reading page (a blog post): the brand colour, a soft ground on hover. */
  pill: 'inline-flex items-center gap-2 rounded-lg px-2 py-1 text-sm font-medium text-brand-text hover:bg-surface focus-visible:outline-2 focus-visible:outline-ring',
  /** Over a working page's title (moderation): muted until pointed at. */
  quiet: 'inline-flex items-center gap-1 text-sm text-muted hover:text-fg',
} as const;

/** A link up to the page this one belongs to; its arrow points back in either writing direction. */
export function BackLink({
  to,
  look,
  children,
}: {
  to: string;
  look: keyof typeof looks;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={looks[look]}>
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {children}
    </Link>
  );
}
