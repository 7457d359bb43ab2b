import type { TFunction } from 'i18next';
import { Plus, Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  journeyCategories,
  journeyStatuses,
  visibilities,
} from '@waymark/shared/journeys/common-contracts';
import { journeySorts, type JourneySort } from '@waymark/shared/journeys/list-contracts';
import { routePatterns } from '@waymark/shared/routes';
import { useJourneys } from '@/features/journeys/api/list-journeys';
import { JourneyGrid, JourneyRow } from '@/features/journeys/components/journey-card';
import { ListResults } from '@/features/journeys/components/list-results';
import { SearchBox } from '@/features/journeys/components/search-box';
import { FilterSelect } from '@/features/journeys/components/select-field';
import { ViewToggle } from '@/features/journeys/components/view-toggle';
import { categoryLabel, journeyStatusLabel, visibilityLabel } from '@/lib/journey-labels';
import { useListParam, useSearchText } from '@/features/journeys/lib/list-params';
import { useViewMode } from '@/features/journeys/lib/view-mode';
import { useProductName } from '@/lib/public-config';
import { buttonClasses } from '@/ui/button-styles';
import { SignedInOnly } from '@/ui/signed-in-only';

function sortLabel(t: TFunction, sort: JourneySort): string {
  switch (sort) {
    case 'updated':
      return t('list.sort.updated', { ns: 'journeys' });
    case 'created':
      return t('list.sort.created', { ns: 'journeys' });
    case 'title':
      return t('list.sort.title', { ns: 'journeys' });
    case 'progress':
      return t('list.sort.progress', { ns: 'journeys' });
    case 'targetDate':
      return t('list.sort.targetDate', { ns: 'journeys' });
  }
}

function JourneysList() {
  const { t } = useTranslation('journeys');
  const productName = useProductName();
  const [, setParams] = useSearchParams();
  const [q, setQ] = useSearchText();
  const [status, setStatus] = useListParam('status', journeyStatuses);
  const [category, setCategory] = useListParam('category', journeyCategories);
  const [visibility, setVisibility] = useListParam('visibility', visibilities);
  const [sort, setSort] = useListParam('sort', journeySorts);
  const [mode, setMode] = useViewMode('waymark.journeysView');
  const query = { q: q || undefined, status, category, visibility, sort: sort ?? 'updated' };
  const journeys = useJourneys(query);
  const items = journeys.data?.pages.flatMap((page) => page.items) ?? [];
  const isFiltered = Boolean(q || status || category || visibility);

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <title>{t('list.documentTitle', { productName })}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('list.title')}</h1>
          <p className="mt-2 text-muted">{t('list.lead')}</p>
        </div>
        <Link to={routePatterns.createJourney} className={buttonClasses('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('list.create')}
        </Link>
      </div>

      <search className="mt-8 grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1.4fr_auto] lg:items-end">
        <SearchBox label={t('list.search')} value={q} onSearch={setQ} />
        <FilterSelect
          label={t('list.filters.status')}
          value={status}
          options={journeyStatuses}
          optionLabel={(value) => journeyStatusLabel(t, value)}
          allLabel={t('list.filters.all')}
          onChange={setStatus}
        />
        <FilterSelect
          label={t('list.filters.category')}
          value={category}
          options={journeyCategories}
          optionLabel={(value) => categoryLabel(t, value)}
          allLabel={t('list.filters.all')}
          onChange={setCategory}
        />
        <FilterSelect
          label={t('list.filters.visibility')}
          value={visibility}
          options={visibilities}
          optionLabel={(value) => visibilityLabel(t, value)}
          allLabel={t('list.filters.all')}
          onChange={setVisibility}
        />
        <FilterSelect
          label={t('list.sort.label')}
          value={sort ?? 'updated'}
          options={journeySorts}
          optionLabel={(value) => sortLabel(t, value)}
          onChange={setSort}
        />
        <ViewToggle mode={mode} onChange={setMode} />
      </search>

      <div className="mt-8">
        <ListResults
          query={journeys}
          mode={mode}
          isEmpty={items.length === 0}
          isFiltered={isFiltered}
          onClearFilters={() => setParams({}, { replace: true })}
          filteredTitle={t('list.emptyFiltered.title')}
          empty={{
            icon: Route,
            title: t('list.empty.title'),
            text: t('list.empty.text'),
            action: (
              <Link to={routePatterns.createJourney} className={buttonClasses('primary')}>
                <Plus aria-hidden="true" className="size-4" />
                {t('list.empty.action')}
              </Link>
            ),
          }}
        >
          {mode === 'grid' ? (
            <JourneyGrid journeys={items} />
          ) : (
            <ul className="space-y-3">
              {items.map((journey) => (
                <JourneyRow key={journey.id} journey={journey} />
              ))}
            </ul>
          )}
        </ListResults>
      </div>
    </section>
  );
}

/** /journeys: my journeys, searchable, filterable, sortable, as a grid or a list. */
export function JourneysPage() {
  return (
    <SignedInOnly>
      <JourneysList />
    </SignedInOnly>
  );
}
