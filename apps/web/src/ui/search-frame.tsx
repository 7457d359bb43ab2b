import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

/** The look of a page's own large search field (Discover, the FAQ); its paddings are the caller's. */
export const largeSearchInputClasses =
  'h-12 w-full rounded-xl border border-line bg-raised text-base placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * A search field's frame: the magnifier at the start of the input (children), which leaves it
 * room with its start padding. `lg` for the large fields, `md` for form-sized ones.
 */
export function SearchFrame({
  size,
  className,
  children,
}: {
  size: 'md' | 'lg';
  /** Its place, e.g. a margin. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cx('relative', className)}>
      <Search
        aria-hidden="true"
        className={cx(
          'pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-muted',
          size === 'lg' ? 'size-5' : 'size-4',
        )}
      />
      {children}
    </div>
  );
}
