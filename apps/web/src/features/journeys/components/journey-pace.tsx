import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { localDate } from '@waymark/shared/journeys/dates';
import type { JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import { journeyPace, type PaceVerdict } from '@waymark/shared/journeys/pace';
import { cx } from '@/lib/cx';
import { useFormatters } from '@/lib/format/use-formatters';
import { useCalendarDate } from '@/lib/use-calendar-date';

const verdictTone: Record<PaceVerdict, string> = {
  done: 'text-success-text',
  onTrack: 'text-success-text',
  noTarget: 'text-muted',
  behind: 'text-amber-700 dark:text-amber-300',
  stalled: 'text-muted',
  overdue: 'text-danger dark:text-red-300',
};

/**
 * Steps done per week lately, and whether that reaches the target date (the shared pace
 * rule), counted in the person's own time zone.
 */
export function JourneyPace({ journey }: { journey: JourneyDetail }) {
  const { t } = useTranslation('journeys');
  const format = useFormatters();
  const calendarDate = useCalendarDate();
  const timeZone = format.prefs.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const completions = journey.steps.flatMap((step) => (step.completedAt ? [step.completedAt] : []));
  const pace = journeyPace({
    completions,
    stepCount: journey.steps.length,
    startedOn: journey.startDate ?? localDate(journey.createdAt, timeZone),
    targetDate: journey.targetDate,
    timeZone,
  });
  const rate = format.number(pace.perWeek, { maximumFractionDigits: 1 });
  const date = pace.projectedDate ? calendarDate(pace.projectedDate) : '';
  // Spelled out key by key, so the extractor sees every text. Without a target, a projection
  // is still worth telling when there is one.
  const verdictText: Record<PaceVerdict, string> = {
    done: t('view.pace.done'),
    noTarget: date ? t('view.pace.noTargetProjected', { date }) : t('view.pace.noTarget'),
    onTrack: t('view.pace.onTrack', { date }),
    behind: t('view.pace.behind', { date }),
    stalled: t('view.pace.stalled'),
    overdue: t('view.pace.overdue'),
  };
  return (
    <div>
      <dt className="text-muted">{t('view.pace.label')}</dt>
      <dd className="mt-1 space-y-0.5">
        <span className="flex flex-wrap items-center gap-x-1.5 font-medium">
          <Gauge aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <span className="tabular-nums">{rate}</span>
          <span className="text-xs font-normal text-muted">
            {t('view.pace.window', { date: calendarDate(pace.since) })}
          </span>
        </span>
        <span className={cx('block text-xs font-medium', verdictTone[pace.verdict])}>
          {verdictText[pace.verdict]}
        </span>
      </dd>
    </div>
  );
}
