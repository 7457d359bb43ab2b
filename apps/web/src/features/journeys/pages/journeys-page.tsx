import { Plus, Route, Trash2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { journeySorts } from '@waymark/shared/journeys/list-contracts';
import { routePatterns } from '@waymark/shared/routes';
import { useJourneys } from '@/features/journeys/api/list-journeys';
import { JourneyGrid, JourneyRow } from '@/features/journeys/components/journey-card';
import { ListPageLayout } from '@/features/journeys/components/list-page-layout';
import { RecentlyDeleted } from '@/features/journeys/components/recently-deleted';
import { SharedWithMe } from '@/features/journeys/collaborators/components/shared-with-me';
import {
  categoryFilter,
  journeyStatusFilter,
  useListFilter,
  visibilityFilter,
} from '@/features/journeys/lib/list-filters';
import { useListParam, useSearchText } from '@/features/journeys/lib/list-params';
import { useProductName } from '@/lib/public-config';
import { LinkButton } from '@/ui/link-button';
import { SignedInOnly } from '@/ui/signed-in-only';

function JourneysList() {
  const { t } = useTranslation('journeys');
  const productName = useProductName();
  const [q] = useSearchText();
  const [status] = useListFilter(journeyStatusFilter);
  const [category] = useListFilter(categoryFilter);
  const [visibility] = useListFilter(visibilityFilter);
  const [sort] = useListParam('sort', journeySorts);
  const query = { q: q || undefined, status, category, visibility, sort: sort ?? 'updated' };
  const journeys = useJourneys(query);
  const items = journeys.data?.pages.flatMap((page) => page.items) ?? [];
  const create = (label: string) => (
    <LinkButton to={routePatterns.createJourney} icon={Plus}>
      {label}
    </LinkButton>
  );

  return (
    <ListPageLayout
      texts={{
        documentTitle: t('list.documentTitle', { productName }),
        title: t('list.title'),
        lead: t('list.lead'),
        search: t('list.search'),
      }}
      actions={
        <div className="flex flex-wrap gap-3">
          <LinkButton to={`?${binParam}=1`} icon={Trash2} variant="secondary">
            {t('bin.link')}
          </LinkButton>
          {create(t('list.create'))}
        </div>
      }
      filterColumns="lg:grid-cols-[2fr_1fr_1fr_1fr_1.4fr_auto]"
      filters={[journeyStatusFilter, categoryFilter, visibilityFilter]}
      sorts={journeySorts}
      viewStorageKey="waymark.journeysView"
      results={{
        query: journeys,
        isEmpty: items.length === 0,
        filteredTitle: t('list.emptyFiltered.title'),
        empty: {
          title: t('list.empty.title'),
          text: t('list.empty.text'),
          action: create(t('list.empty.action')),
        },
      }}
      renderItems={(mode) =>
        mode === 'grid' ? (
          <JourneyGrid journeys={items} />
        ) : (
          <ul className="space-y-3">
            {items.map((journey) => (
              <JourneyRow key={journey.id} journey={journey} />
            ))}
          </ul>
        )
      }
    />
  );
}

/** The address parameter that opens the bin in place of the list (?deleted=1). */
const binParam = 'deleted';

function RecentlyDeletedSection() {
  const { t } = useTranslation('journeys');
  const productName = useProductName();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <title>{t('bin.documentTitle', { productName })}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('bin.title')}</h1>
          <p className="mt-2 text-muted">{t('bin.lead')}</p>
        </div>
        <LinkButton to="?" icon={Route} variant="secondary">
          {t('bin.back')}
        </LinkButton>
      </div>
      <div className="mt-8">
        <RecentlyDeleted />
      </div>
    </section>
  );
}

/**
 * /journeys: my journeys, searchable, filterable, sortable, as a grid or a list, then those
 * shared with me; with
 * ?deleted=1 the ones I deleted lately, to restore or delete forever.
 */
export function JourneysPage() {
  const [params] = useSearchParams();
  return (
    <SignedInOnly>
      {params.get(binParam) ? (
        <RecentlyDeletedSection />
      ) : (
        <>
          <JourneysList />
          <SharedWithMe />
        </>
      )}
    </SignedInOnly>
  );
}
