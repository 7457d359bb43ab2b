import type { TFunction } from 'i18next';
import type {
  JourneyCategory,
  JourneyStatus,
  ProjectColor,
  ProjectStatus,
  Visibility,
} from '@waymark/shared/journeys/common-contracts';

// Names of journey and project values (the `journeys` texts), for its pages and the dashboard.
// Each label is spelled out so the key extractor sees every key.

export function journeyStatusLabel(t: TFunction, status: JourneyStatus): string {
  switch (status) {
    case 'planned':
      return t('status.planned', { ns: 'journeys' });
    case 'active':
      return t('status.active', { ns: 'journeys' });
    case 'completed':
      return t('status.completed', { ns: 'journeys' });
    case 'archived':
      return t('status.archived', { ns: 'journeys' });
  }
}

export function projectStatusLabel(t: TFunction, status: ProjectStatus): string {
  switch (status) {
    case 'active':
      return t('projectStatus.active', { ns: 'journeys' });
    case 'paused':
      return t('projectStatus.paused', { ns: 'journeys' });
    case 'completed':
      return t('projectStatus.completed', { ns: 'journeys' });
    case 'archived':
      return t('projectStatus.archived', { ns: 'journeys' });
  }
}

export function visibilityLabel(t: TFunction, visibility: Visibility): string {
  switch (visibility) {
    case 'private':
      return t('visibility.private', { ns: 'journeys' });
    case 'followers':
      return t('visibility.followers', { ns: 'journeys' });
    case 'public':
      return t('visibility.public', { ns: 'journeys' });
  }
}

export function categoryLabel(t: TFunction, category: JourneyCategory): string {
  switch (category) {
    case 'health':
      return t('category.health', { ns: 'journeys' });
    case 'fitness':
      return t('category.fitness', { ns: 'journeys' });
    case 'learning':
      return t('category.learning', { ns: 'journeys' });
    case 'career':
      return t('category.career', { ns: 'journeys' });
    case 'creative':
      return t('category.creative', { ns: 'journeys' });
    case 'travel':
      return t('category.travel', { ns: 'journeys' });
    case 'finance':
      return t('category.finance', { ns: 'journeys' });
    case 'personal':
      return t('category.personal', { ns: 'journeys' });
    case 'community':
      return t('category.community', { ns: 'journeys' });
    case 'other':
      return t('category.other', { ns: 'journeys' });
  }
}

export function colorLabel(t: TFunction, color: ProjectColor): string {
  switch (color) {
    case 'slate':
      return t('color.slate', { ns: 'journeys' });
    case 'red':
      return t('color.red', { ns: 'journeys' });
    case 'orange':
      return t('color.orange', { ns: 'journeys' });
    case 'amber':
      return t('color.amber', { ns: 'journeys' });
    case 'green':
      return t('color.green', { ns: 'journeys' });
    case 'teal':
      return t('color.teal', { ns: 'journeys' });
    case 'blue':
      return t('color.blue', { ns: 'journeys' });
    case 'indigo':
      return t('color.indigo', { ns: 'journeys' });
    case 'violet':
      return t('color.violet', { ns: 'journeys' });
    case 'pink':
      return t('color.pink', { ns: 'journeys' });
  }
}

/** Tailwind classes per project colour: a soft chip that keeps its contrast in both themes. */
export const projectColorClasses: Record<ProjectColor, string> = {
  slate: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  red: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  orange: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  green: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  teal: 'bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-200',
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  indigo: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200',
  violet: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  pink: 'bg-pink-100 text-pink-800 dark:bg-pink-950 dark:text-pink-200',
};

/** A select's options from a fixed list of values and the name of each. */
export function labelledOptions<Value extends string>(
  values: readonly Value[],
  labelOf: (value: Value) => string,
) {
  return values.map((value) => ({ value, label: labelOf(value) }));
}
