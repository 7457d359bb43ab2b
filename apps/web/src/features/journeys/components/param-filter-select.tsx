import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/features/journeys/components/filter-select';
import { useListFilter, type ListFilter } from '@/features/journeys/lib/list-filters';

/** A list filter bound to its address parameter, with "All" for no filter. */
export function ParamFilterSelect({ filter }: { filter: ListFilter<string> }) {
  const { t } = useTranslation('journeys');
  const [value, setValue] = useListFilter(filter);
  return (
    <FilterSelect
      label={filter.label(t)}
      value={value}
      options={filter.options}
      optionLabel={(option) => filter.optionLabel(t, option)}
      allLabel={t('list.filters.all')}
      onChange={setValue}
    />
  );
}
