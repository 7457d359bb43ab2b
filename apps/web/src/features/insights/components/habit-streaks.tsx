import { Flame, Snowflake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { HabitInsight } from '@waymark/shared/insights/contracts';
import { useCalendarDate } from '@/lib/use-calendar-date';
import { cx } from '@/lib/cx';

type Mark = HabitInsight['periods'][number]['mark'];

/**
 * How each mark is drawn: colour and shape both differ (hatched pauses, a ring for the open
 * period), so the strip reads without colour too; each cell is also named in words.
 */
const markClasses: Record<Mark, string> = {
  met: 'bg-success border-success',
  missed: 'bg-danger/20 border-danger',
  paused:
    'border-line bg-[repeating-linear-gradient(45deg,var(--wm-border)_0_2px,transparent_2px_5px)]',
  frozen: 'bg-info/30 border-info',
  open: 'border-dashed border-muted bg-transparent',
};
const marks: Mark[] = ['met', 'missed', 'paused', 'frozen', 'open'];

function MarkCell({ mark, label }: { mark: Mark; label?: string }) {
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      title={label}
      className={cx('inline-block size-4 shrink-0 rounded-sm border', markClasses[mark])}
    />
  );
}

/** Insights' habits (issue 34): each recurring step's streak and its latest periods marked. */
export function HabitStreaks({ habits }: { habits: readonly HabitInsight[] }) {
  const { t } = useTranslation('habits');
  const calendarDate = useCalendarDate();
  if (habits.length === 0) return <p className="text-sm">{t('insights.none')}</p>;
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {habits.map((habit) => (
          <li key={habit.stepId} className="rounded-xl border border-line bg-raised p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="min-w-0 font-medium break-words">
                <bdi>{habit.title}</bdi>{' '}
                <span className="text-xs font-normal text-muted">
                  · <bdi>{habit.journeyTitle}</bdi> ·{' '}
                  {t(`schedule.${habit.schedule.per}`, { count: habit.schedule.times })}
                </span>
              </p>
              <p className="flex items-center gap-3 text-xs text-muted">
                <span className="inline-flex items-center gap-1">
                  <Flame aria-hidden="true" className="size-3.5 text-blaze" />
                  {t('streak.current', { value: habit.current })}
                </span>
                <span>{t('streak.best', { value: habit.best })}</span>
                <span className="inline-flex items-center gap-1">
                  <Snowflake aria-hidden="true" className="size-3.5 text-info" />
                  {t('streak.freezes', { value: habit.freezes })}
                </span>
              </p>
            </div>
            <div
              role="list"
              aria-label={t('insights.periodsLabel', { title: habit.title })}
              className="mt-2 flex flex-wrap gap-1"
            >
              {habit.periods.map((period) => (
                <span role="listitem" key={period.start} className="inline-flex">
                  <MarkCell
                    mark={period.mark}
                    label={t('insights.periodLabel', {
                      from: calendarDate(period.start),
                      until: calendarDate(period.end),
                      mark: t(`marks.${period.mark}`),
                      done: period.count,
                      required: period.required,
                    })}
                  />
                </span>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <div
        aria-label={t('insights.legend')}
        role="group"
        className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted"
      >
        {marks.map((mark) => (
          <span key={mark} className="inline-flex items-center gap-1.5">
            <MarkCell mark={mark} />
            {t(`marks.${mark}`)}
          </span>
        ))}
      </div>
    </div>
  );
}
