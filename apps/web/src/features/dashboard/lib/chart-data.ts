import type { TFunction } from 'i18next';
import { journeyCategories, journeyStatuses } from '@waymark/shared/journeys/common-contracts';
import type { Dashboard } from '@waymark/shared/journeys/dashboard-contracts';
import { categoryLabel, journeyStatusLabel } from '@/lib/journey-labels';

export interface ChartDatum {
  key: string;
  label: string;
  value: number;
}

/** Weeks oldest first, labelled by their Monday in the person's date style. */
export function weeklyData(
  dashboard: Dashboard,
  formatWeek: (weekStart: string) => string,
): ChartDatum[] {
  return dashboard.weeklyCompleted.map((week) => ({
    key: week.weekStart,
    label: formatWeek(week.weekStart),
    value: week.count,
  }));
}

export function statusData(t: TFunction, dashboard: Dashboard): ChartDatum[] {
  return journeyStatuses.map((status) => ({
    key: status,
    label: journeyStatusLabel(t, status),
    value: dashboard.journeysByStatus[status] ?? 0,
  }));
}

/** Categories with at least one journey, most first. */
export function categoryData(t: TFunction, dashboard: Dashboard): ChartDatum[] {
  return journeyCategories
    .map((category) => ({
      key: category,
      label: categoryLabel(t, category),
      value: dashboard.journeysByCategory[category] ?? 0,
    }))
    .filter((datum) => datum.value > 0)
    .sort((a, b) => b.value - a.value);
}
