import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DueStep } from '@waymark/shared/journeys/dashboard-contracts';
import { pathTo } from '@waymark/shared/routes';
import { useCalendarDate } from '@/lib/use-calendar-date';
import { Pill } from '@/ui/pill';

/** Open steps due in the next two weeks (and overdue ones), soonest first. */
export function DueSoon({ items }: { items: readonly DueStep[] }) {
  const { t } = useTranslation('journeys');
  const calendarDate = useCalendarDate();
  if (items.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-2xl border border-dashed border-line p-6 text-sm text-muted">
        <CalendarCheck aria-hidden="true" className="size-4" />
        {t('dashboard.nothingDue')}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-line rounded-2xl border border-line bg-raised">
      {items.map(({ step, journey, overdue }) => (
        <li key={step.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
          <div className="min-w-0">
            <p dir="auto" className="font-medium">
              {step.title}
            </p>
            <Link
              dir="auto"
              to={pathTo('journey', { id: journey.id })}
              className="text-sm text-brand-text hover:underline"
            >
              {journey.title}
            </Link>
          </div>
          <Pill
            className={
              overdue
                ? 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200'
                : 'bg-surface text-muted'
            }
          >
            {step.dueDate
              ? overdue
                ? t('dashboard.overdue', { date: calendarDate(step.dueDate) })
                : t('view.due', { date: calendarDate(step.dueDate) })
              : null}
          </Pill>
        </li>
      ))}
    </ul>
  );
}
