import { useTranslation } from 'react-i18next';
import { HEATMAP_DAYS } from '@waymark/shared/insights/contracts';
import { addDays, dayNumber, weekStart } from '@waymark/shared/journeys/dates';
import { useFormatters } from '@/lib/format/use-formatters';
import { useCalendarDate } from '@/lib/use-calendar-date';
import { ChartOrTable } from '@/features/insights/components/chart-or-table';
import { localeFor } from '@/lib/format/formatters';
import { AfterFirstPaint } from '@/ui/after-first-paint';

interface YearHeatmapProps {
  today: string;
  days: readonly { date: string; count: number }[];
}

/** Five shades: none, then quarters of the busiest day. */
export function heatLevel(count: number, busiest: number): number {
  if (count <= 0 || busiest <= 0) return 0;
  return Math.min(4, Math.ceil((count / busiest) * 4));
}

const shades = [
  'var(--wm-surface)',
  'color-mix(in oklab, var(--wm-brand) 30%, var(--wm-surface))',
  'color-mix(in oklab, var(--wm-brand) 55%, var(--wm-surface))',
  'color-mix(in oklab, var(--wm-brand) 80%, var(--wm-surface))',
  'var(--wm-brand)',
];

/** One square a day, seven to a column (Monday on top), shaded by the day's steps. */
function HeatmapCells({
  cells,
  counts,
  busiest,
}: {
  cells: readonly string[];
  counts: ReadonlyMap<string, number>;
  busiest: number;
}) {
  const { t } = useTranslation('insights');
  const format = useFormatters();
  const calendarDate = useCalendarDate();
  return (
    <div className="grid w-max grid-flow-col grid-rows-7 gap-[3px]">
      {cells.map((date) => {
        const count = counts.get(date) ?? 0;
        return (
          <span
            key={date}
            data-level={heatLevel(count, busiest)}
            title={t('heatmap.cell', {
              count,
              shown: format.number(count),
              date: calendarDate(date),
            })}
            className="size-3 rounded-[3px] border border-line/40"
            style={{ background: shades[heatLevel(count, busiest)] }}
          />
        );
      })}
    </div>
  );
}

/**
 * A year of activity, GitHub-style: one column per week (Monday on top), oldest first. The
 * grid flows along the inline direction, so in Arabic the year runs right to left like the
 * charts. Behind it, a table by month (the same figures, for screen readers or on request).
 */
export function YearHeatmap({ today, days }: YearHeatmapProps) {
  const { t, i18n } = useTranslation('insights');
  const format = useFormatters();
  const counts = new Map(days.map((day) => [day.date, day.count]));
  const busiest = Math.max(0, ...days.map((day) => day.count));
  const first = weekStart(addDays(today, -(HEATMAP_DAYS - 1)));
  const cells = Array.from({ length: dayNumber(today) - dayNumber(first) + 1 }, (_, i) =>
    addDays(first, i),
  );
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const monthFormat = new Intl.DateTimeFormat(localeFor(i18n.language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const months = new Map<string, { label: string; steps: number; activeDays: number }>();
  for (const day of days) {
    const key = day.date.slice(0, 7);
    const month = months.get(key) ?? {
      label: monthFormat.format(new Date(`${key}-01T00:00:00Z`)),
      steps: 0,
      activeDays: 0,
    };
    month.steps += day.count;
    month.activeDays += 1;
    months.set(key, month);
  }

  return (
    <ChartOrTable
      title={t('heatmap.title')}
      summary={t('heatmap.summary', {
        count: total,
        shown: format.number(total),
        days: format.number(days.length),
      })}
      chart={
        <div aria-hidden="true" className="mt-4 overflow-x-auto pb-1">
          {/* A year of cells, each with its own title: drawn after the page's figures paint. */}
          <AfterFirstPaint
            placeholder={
              <div className="h-[102px] w-full max-w-[795px] rounded-md bg-surface motion-safe:animate-pulse" />
            }
          >
            <HeatmapCells cells={cells} counts={counts} busiest={busiest} />
          </AfterFirstPaint>
          <div className="mt-2 flex items-center justify-end gap-1 text-xs text-muted">
            <span>{t('heatmap.less')}</span>
            {shades.map((shade) => (
              <span
                key={shade}
                className="size-3 rounded-[3px] border border-line/40"
                style={{ background: shade }}
              />
            ))}
            <span>{t('heatmap.more')}</span>
          </div>
        </div>
      }
      table={
        <table className="w-full text-sm">
          <caption className="sr-only">{t('heatmap.title')}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1 text-start font-medium">
                {t('heatmap.month')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t('charts.steps')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t('heatmap.activeDays')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...months.entries()].map(([key, month]) => (
              <tr key={key} className="border-b border-line/60">
                <th scope="row" className="py-1 text-start font-normal">
                  {month.label}
                </th>
                <td className="py-1 text-end tabular-nums">{format.number(month.steps)}</td>
                <td className="py-1 text-end tabular-nums">{format.number(month.activeDays)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
