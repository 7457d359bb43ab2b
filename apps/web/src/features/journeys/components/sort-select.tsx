import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { JourneySort } from '@waymark/shared/journeys/list-contracts';
import { FilterSelect } from '@/features/journeys/components/filter-select';
import { useListParam } from '@/features/journeys/lib/list-params';

/** Project sorts are a subset of journey sorts, so one label list serves both lists. */
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

/** A list's sort order (`?sort=`); with none in the address, the latest updated come first. */
export function SortSelect({ options }: { options: readonly JourneySort[] }) {
  const { t } = useTranslation('journeys');
  const [sort, setSort] = useListParam('sort', options);
  return (
    <FilterSelect
      label={t('list.sort.label')}
      value={sort ?? 'updated'}
      options={options}
      optionLabel={(option) => sortLabel(t, option)}
      onChange={setSort}
    />
  );
}
