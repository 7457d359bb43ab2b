import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '@/lib/cx';
import { usePrefetchInView } from '@/lib/prefetch/use-prefetch-in-view';
import { usePrefetchOnIntent } from '@/lib/prefetch/use-prefetch-on-intent';
import { WaitingToSync } from '@/ui/waiting-to-sync';

/**
 * A card's title link, stretched over the whole card (the card must be `relative`), so the
 * card is one click target while screen readers hear one link named by the title. Pointing at
 * it or focusing it prefetches the screen it opens (and `prefetchData`, its main query). A
 * card for something not yet on the server (`isPending`) is no link: it says "Waiting to sync".
 */
export function CardLink({
  to,
  className,
  children,
  prefetchData,
  isPrefetchedInView = false,
  isPending = false,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  prefetchData?: () => Promise<unknown>;
  /** Also prefetched once the card has been in view a moment: for the few likeliest next screens. */
  isPrefetchedInView?: boolean;
  isPending?: boolean;
}) {
  const intent = usePrefetchOnIntent({ path: to, data: prefetchData });
  const ref = usePrefetchInView<HTMLAnchorElement>(
    { path: to, data: prefetchData },
    isPrefetchedInView,
  );
  if (isPending) {
    return (
      <>
        <span dir="auto" className={className}>
          {children}
        </span>{' '}
        <WaitingToSync className="align-middle" />
      </>
    );
  }
  return (
    <Link
      ref={ref}
      to={to}
      dir="auto"
      className={cx(className, 'after:absolute after:inset-0')}
      {...intent}
    >
      {children}
    </Link>
  );
}
