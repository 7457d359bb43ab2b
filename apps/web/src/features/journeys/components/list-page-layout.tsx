import type { JourneySort } from '@waymark/shared/journeys/list-contracts';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListResults } from '@/features/journeys/components/list-results';
import { ParamFilterSelect } from '@/features/journeys/components/param-filter-select';
import { SearchBox } from '@/features/journeys/components/search-box';
import { SortSelect } from '@/features/journeys/components/sort-select';
import { ViewToggle } from '@/features/journeys/components/view-toggle';
import type { ListFilter } from '@/features/journeys/lib/list-filters';
import { useSearchText } from '@/features/journeys/lib/list-params';
import { useViewMode, type ViewMode } from '@/features/journeys/lib/view-mode';
import { cx } from '@/lib/cx';
import { buttonClasses } from '@/ui/button-styles';

type ResultsProps = ComponentProps<typeof ListResults>;

interface ListPageLayoutProps {
  texts: { documentTitle: string; title: string; lead: string; search: string };
  /** The header's links, e.g. "New journey". */
  actions: ReactNode;
  /** The filter bar's large-screen column template: search, one column per select, the toggle. */
  filterColumns: string;
  filters: readonly ListFilter<string>[];
  sorts: readonly JourneySort[];
  /** Where this list remembers grid or list on the device. */
  viewStorageKey: string;
  results: Pick<ResultsProps, 'query' | 'isEmpty' | 'filteredTitle' | 'empty'>;
  /** The items, laid out as a grid or a list. */
  renderItems: (mode: ViewMode) => ReactNode;
}

/**
 * The shell of the journeys and projects lists: header, filter bar, and the paged results.
 * Search, filters and sort live in the address, so the page reads them there for its query.
 */
export function ListPageLayout({
  texts,
  actions,
  filterColumns,
  filters,
  sorts,
  viewStorageKey,
  results,
  renderItems,
}: ListPageLayoutProps) {
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useSearchText();
  const [mode, setMode] = useViewMode(viewStorageKey);
  const { t } = useTranslation('journeys');
  const filtersId = useId();
  const [areFiltersOpen, setAreFiltersOpen] = useState(false);
  const isFiltered =
    Boolean(q) ||
    filters.some((filter) => filter.options.some((option) => option === params.get(filter.param)));
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <title>{texts.documentTitle}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{texts.title}</h1>
          <p className="mt-2 text-muted">{texts.lead}</p>
        </div>
        {actions}
      </div>

      <search
        className={cx(
          'mt-8 grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2',
          filterColumns,
          'lg:items-end',
        )}
      >
        <SearchBox label={texts.search} value={q} onSearch={setQ} />
        {/* On a phone the selects fold away behind one button, so the list comes first. */}
        <button
          type="button"
          aria-expanded={areFiltersOpen}
          aria-controls={filtersId}
          onClick={() => setAreFiltersOpen(!areFiltersOpen)}
          className={buttonClasses('secondary', 'md', 'sm:hidden')}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t('list.filters.toggle')}
          <ChevronDown
            aria-hidden="true"
            className={cx('size-4 transition-transform', areFiltersOpen && 'rotate-180')}
          />
        </button>
        <div id={filtersId} className={cx(areFiltersOpen ? 'contents' : 'hidden', 'sm:contents')}>
          {filters.map((filter) => (
            <ParamFilterSelect key={filter.param} filter={filter} />
          ))}
          <SortSelect options={sorts} />
          <ViewToggle mode={mode} onChange={setMode} />
        </div>
      </search>

      <div className="mt-8">
        <ListResults
          {...results}
          mode={mode}
          isFiltered={isFiltered}
          onClearFilters={() => setParams({}, { replace: true })}
        >
          {renderItems(mode)}
        </ListResults>
      </div>
    </section>
  );
}
