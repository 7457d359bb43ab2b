import type { TFunction } from 'i18next';
import {
  journeyCategories,
  journeyStatuses,
  projectStatuses,
  visibilities,
} from '@waymark/shared/journeys/common-contracts';
import {
  categoryLabel,
  journeyStatusLabel,
  projectStatusLabel,
  visibilityLabel,
} from '@/lib/journey-labels';
import { useListParam } from '@/features/journeys/lib/list-params';

/** One filter of a list: the address parameter it lives in and the values it offers. */
export interface ListFilter<Value extends string> {
  param: 'status' | 'category' | 'visibility';
  label(t: TFunction): string;
  options: readonly Value[];
  // Method syntax on purpose: a list holds filters of different value types side by side.
  optionLabel(t: TFunction, value: Value): string;
}

export const journeyStatusFilter: ListFilter<(typeof journeyStatuses)[number]> = {
  param: 'status',
  label: (t) => t('list.filters.status', { ns: 'journeys' }),
  options: journeyStatuses,
  optionLabel: journeyStatusLabel,
};

export const projectStatusFilter: ListFilter<(typeof projectStatuses)[number]> = {
  param: 'status',
  label: (t) => t('list.filters.status', { ns: 'journeys' }),
  options: projectStatuses,
  optionLabel: projectStatusLabel,
};

export const categoryFilter: ListFilter<(typeof journeyCategories)[number]> = {
  param: 'category',
  label: (t) => t('list.filters.category', { ns: 'journeys' }),
  options: journeyCategories,
  optionLabel: categoryLabel,
};

export const visibilityFilter: ListFilter<(typeof visibilities)[number]> = {
  param: 'visibility',
  label: (t) => t('list.filters.visibility', { ns: 'journeys' }),
  options: visibilities,
  optionLabel: visibilityLabel,
};

/** The filter's value in the address and its setter; values it does not offer read as none. */
export function useListFilter<Value extends string>(filter: ListFilter<Value>) {
  return useListParam(filter.param, filter.options);
}
