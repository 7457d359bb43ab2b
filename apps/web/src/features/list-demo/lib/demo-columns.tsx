import type { TFunction } from 'i18next';
import type { DemoItem } from '@/features/list-demo/lib/demo-items';
import { journeyStatusLabel } from '@/lib/journey-labels';
import type { VirtualColumn } from '@/ui/virtual-list/virtual-table';

const DAY_MS = 86_400_000;
const demoEpoch = Date.UTC(2026, 0, 1);

/** The demo's columns; every one sorts by its header. */
export function demoColumns(
  t: TFunction,
  formatDate: (value: Date) => string,
  formatPercent: (share: number) => string,
): VirtualColumn<DemoItem>[] {
  return [
    {
      id: 'title',
      header: t('listDemo.columns.title', { ns: 'journeys' }),
      cell: (item) => <span className="font-medium">{item.title}</span>,
      sortValue: (item) => item.title,
      width: 'minmax(0,2fr)',
    },
    {
      id: 'owner',
      header: t('listDemo.columns.owner', { ns: 'journeys' }),
      cell: (item) => item.owner,
      sortValue: (item) => item.owner,
      width: 'minmax(6.5rem,1fr)',
    },
    {
      id: 'status',
      header: t('listDemo.columns.status', { ns: 'journeys' }),
      cell: (item) => journeyStatusLabel(t, item.status),
      sortValue: (item) => item.status,
      width: 'minmax(7rem,1fr)',
    },
    {
      id: 'progress',
      header: t('listDemo.columns.progress', { ns: 'journeys' }),
      cell: (item) => formatPercent(item.progress / 100),
      sortValue: (item) => item.progress,
      align: 'end',
      width: '6rem',
    },
    {
      id: 'updated',
      header: t('listDemo.columns.updated', { ns: 'journeys' }),
      cell: (item) => formatDate(new Date(demoEpoch + item.updatedDay * DAY_MS)),
      sortValue: (item) => item.updatedDay,
      align: 'end',
      width: '9rem',
    },
  ];
}
