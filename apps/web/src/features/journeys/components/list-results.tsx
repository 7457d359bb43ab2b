import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/ui/empty-state';
import { ListSkeleton } from '@/features/journeys/components/list-skeleton';
import { LoadFailed, LoadMore, type PagedQuery } from '@/features/journeys/components/load-more';
import type { ViewMode } from '@/features/journeys/lib/view-mode';
import { buttonClasses } from '@/ui/button-styles';

interface ListResultsProps {
  query: PagedQuery & { isPending: boolean; isError: boolean; refetch: () => unknown };
  mode: ViewMode;
  isEmpty: boolean;
  /** A search or filter is on: an empty answer offers to clear them rather than to create. */
  isFiltered: boolean;
  onClearFilters: () => void;
  filteredTitle: string;
  /** The empty list with nothing filtered: an invitation to the first one. */
  empty: { title: string; text: string; action: ReactNode };
  /** The items, as a grid or a list. */
  children: ReactNode;
}

/** A paged list's states: loading, failed, empty (filtered or not), or its items and "Load more". */
export function ListResults({
  query,
  mode,
  isEmpty,
  isFiltered,
  onClearFilters,
  filteredTitle,
  empty,
  children,
}: ListResultsProps) {
  const { t } = useTranslation('journeys');
  if (query.isPending) return <ListSkeleton mode={mode} />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (isEmpty && isFiltered) {
    return (
      <EmptyState
        icon={SearchX}
        title={filteredTitle}
        action={
          <button type="button" onClick={onClearFilters} className={buttonClasses('secondary')}>
            {t('list.emptyFiltered.clear')}
          </button>
        }
      >
        {t('list.emptyFiltered.text')}
      </EmptyState>
    );
  }
  if (isEmpty) {
    return (
      <EmptyState title={empty.title} action={empty.action}>
        {empty.text}
      </EmptyState>
    );
  }
  return (
    <>
      <h2 className="sr-only">{t('list.results')}</h2>
      {children}
      <LoadMore query={query} />
    </>
  );
}
