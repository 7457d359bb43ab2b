import { useState, type ReactNode } from 'react';
import { CoverPlaceholder } from '@/ui/trail-art';

/**
 * A card with a cover above its body: the picture, or the trail drawn from `seed` when there is
 * none or it could not load (removed since the list was read). The body's title should be a
 * CardLink, which makes the whole card the link. The frame's ratio is fixed, so nothing moves
 * while the lazily loaded picture arrives.
 */
export function CoverCard({
  seed,
  coverUrl,
  coverAlt = '',
  children,
}: {
  seed: string;
  coverUrl: string | null;
  /** What the cover shows, for those who cannot see it; empty when it only decorates. */
  coverAlt?: string;
  children: ReactNode;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  return (
    <article className="group relative flex w-full min-w-0 flex-col overflow-hidden rounded-2xl border border-line bg-raised shadow-sm transition-shadow hover:shadow-md">
      <div className="aspect-[3/1] overflow-hidden">
        {coverUrl && failedUrl !== coverUrl ? (
          <img
            src={coverUrl}
            alt={coverAlt}
            loading="lazy"
            decoding="async"
            width={1200}
            height={400}
            onError={() => setFailedUrl(coverUrl)}
            className="size-full object-cover"
          />
        ) : (
          <CoverPlaceholder seed={seed} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">{children}</div>
    </article>
  );
}

/** Cards one to three across. */
export function CardGrid<Item extends { id: string }>({
  items,
  children,
}: {
  items: readonly Item[];
  children: (item: Item) => ReactNode;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        // A flex row would size each card to its content: every card fills its column.
        <li key={item.id} className="flex">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
