import { useTranslation } from 'react-i18next';
import type { JourneyStatus } from '@waymark/shared/journeys/common-contracts';
import { journeyStatusLabel } from '@/lib/journey-labels';
import { cx } from '@/lib/cx';
import { Pill } from '@/ui/pill';

const looks: Record<JourneyStatus, string> = {
  planned: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  active: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  completed: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  archived: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
};

export function StatusBadge({ status }: { status: JourneyStatus }) {
  const { t } = useTranslation('journeys');
  return <Pill className={cx('inline-flex', looks[status])}>{journeyStatusLabel(t, status)}</Pill>;
}
