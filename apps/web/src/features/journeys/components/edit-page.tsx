import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from '@/features/journeys/components/load-more';
import { isNotFound } from '@/features/journeys/lib/api-errors';
import { isAwaitingFresh } from '@/lib/kept-reads/awaiting-fresh';
import { NotFoundPanel } from '@/ui/not-found-panel';
import { PageFallback } from '@/ui/page-fallback';

interface EditPageProps<Item extends { canEdit: boolean }> {
  query: UseQueryResult<Item>;
  documentTitle: (item: Item) => string;
  title: string;
  /** The form, given the loaded item. */
  children: (item: Item) => ReactNode;
  /** Whether the person may edit it: its owner, unless said otherwise. */
  mayEdit?: (item: Item) => boolean;
}

/** The edit page of a journey or a project: loads it, then shows its form in a card. */
export function EditPage<Item extends { canEdit: boolean }>({
  query,
  documentTitle,
  title,
  children,
  mayEdit = (item) => item.canEdit,
}: EditPageProps<Item>) {
  // A form fills its fields once: from the server's answer, not what the device kept.
  if (query.isPending || isAwaitingFresh(query)) return <PageFallback />;
  if (query.isError && !isNotFound(query.error)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <LoadFailed onRetry={() => void query.refetch()} />
      </div>
    );
  }
  // Someone else's journey or project is as good as missing here.
  if (query.isError || !mayEdit(query.data)) return <NotFoundPanel />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <title>{documentTitle(query.data)}</title>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-8 rounded-2xl border border-line bg-raised p-6 shadow-sm">
        {children(query.data)}
      </div>
    </section>
  );
}
