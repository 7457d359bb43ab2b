import { Plus, Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { journeySorts } from '@waymark/shared/journeys/list-contracts';
import { routePatterns } from '@waymark/shared/routes';
import { useJourneys } from '@/features/journeys/api/list-journeys';
import { JourneyGrid, JourneyRow } from '@/features/journeys/components/journey-card';
import { ListPageLayout } from '@/features/journeys/components/list-page-layout';
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
      actions={create(t('list.create'))}
      filterColumns="lg:grid-cols-[2fr_1fr_1fr_1fr_1.4fr_auto]"
      filters={[journeyStatusFilter, categoryFilter, visibilityFilter]}
      sorts={journeySorts}
      viewStorageKey="waymark.journeysView"
      results={{
        query: journeys,
        isEmpty: items.length === 0,
        filteredTitle: t('list.emptyFiltered.title'),
        empty: {
          icon: Route,
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

/** /journeys: my journeys, searchable, filterable, sortable, as a grid or a list. */
export function JourneysPage() {
  return (
    <SignedInOnly>
      <JourneysList />
    </SignedInOnly>
  );
}
