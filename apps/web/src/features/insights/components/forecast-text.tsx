import { useTranslation } from 'react-i18next';
import type { JourneyInsight } from '@waymark/shared/insights/contracts';
import { useFormatters } from '@/lib/format/use-formatters';
import { useCalendarDate } from '@/lib/use-calendar-date';

/**
 * The forecast in plain words: "At your pace you finish 12 days after your target date.
 * 2 more steps a week would make it."
 */
export function ForecastText({
  forecast,
  target = null,
}: {
  forecast: JourneyInsight['forecast'];
  /** With a target, rates are amounts in its unit ("12.5 km a week"), not steps. */
  target?: JourneyInsight['target'];
}) {
  const { t } = useTranslation('insights');
  const format = useFormatters();
  const calendarDate = useCalendarDate();
  const n = (count: number) => ({ count, shown: format.number(count) });
  const amount = (value: number) => ({ shown: `${format.number(value)} ${target?.unit ?? ''}` });
  const sentences: string[] = [];
  switch (forecast.verdict) {
    case 'done':
      sentences.push(t(target ? 'forecast.targetDone' : 'forecast.done'));
      break;
    case 'noSteps':
      sentences.push(t('forecast.noSteps'));
      break;
    case 'overdue':
      sentences.push(t(target ? 'forecast.targetOverdue' : 'forecast.overdue'));
      break;
    case 'stalled':
      sentences.push(t(target ? 'forecast.targetStalled' : 'forecast.stalled'));
      if (forecast.extraPerWeek) {
        sentences.push(
          target
            ? t('forecast.targetStalledNeed', amount(forecast.extraPerWeek))
            : t('forecast.stalledNeed', n(forecast.extraPerWeek)),
        );
      }
      break;
    case 'noTarget':
    case 'onTrack':
    case 'behind': {
      const [date, earliest, latest] = [forecast.expected, forecast.earliest, forecast.latest].map(
        (day) => calendarDate(day ?? ''),
      );
      // A young journey's range can be one day: "between Dec 2 and Dec 2" says nothing.
      sentences.push(
        earliest === latest
          ? t('forecast.expectedOneDay', { date })
          : t('forecast.expected', { date, earliest, latest }),
      );
      if (forecast.verdict === 'noTarget') sentences.push(t('forecast.noTarget'));
      if (forecast.verdict === 'onTrack' && forecast.daysLate !== null) {
        sentences.push(
          forecast.daysLate === 0
            ? t('forecast.onTarget')
            : t('forecast.onTrack', n(-forecast.daysLate)),
        );
      }
      if (forecast.verdict === 'behind' && forecast.daysLate !== null) {
        sentences.push(t('forecast.behind', n(forecast.daysLate)));
        if (forecast.extraPerWeek) {
          sentences.push(
            target
              ? t('forecast.targetExtra', amount(forecast.extraPerWeek))
              : t('forecast.extra', n(forecast.extraPerWeek)),
          );
        }
      }
      break;
    }
  }
  return (
    <p className="text-sm" data-testid="forecast">
      {sentences.join(' ')}{' '}
      {forecast.verdict !== 'noSteps' && forecast.verdict !== 'done' ? (
        <span className="text-muted">
          {target
            ? t('forecast.targetPace', amount(forecast.perWeek))
            : t('forecast.pace', { shown: format.number(forecast.perWeek) })}
        </span>
      ) : null}
    </p>
  );
}
