import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

/**
 * A card alone in the middle of the screen, standing in for the whole layout (so it is the
 * page's main landmark): the start-up failure, the paywall. `titleId` names its heading.
 */
export function FullScreenCard({
  titleId,
  role,
  className,
  children,
}: {
  titleId: string;
  /** `alert` where the card reports a failure the moment it appears. */
  role?: 'alert';
  /** Its shadow: how far it stands above the page. */
  className: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-bg p-6 text-fg">
      <section
        role={role}
        aria-labelledby={titleId}
        className={cx(
          'w-full max-w-md rounded-2xl border border-line bg-raised p-8 text-center',
          className,
        )}
      >
        {children}
      </section>
    </main>
  );
}
