import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartRow } from '@/features/insights/lib/chart-rows';
import { useFormatters } from '@/lib/format/use-formatters';
import { buttonClasses } from '@/ui/button-styles';

// recharts comes with this chunk, on demand: the first load never carries it.
const BarsChart = lazy(async () => ({
  default: (await import('@/features/insights/components/insights-charts')).BarsChart,
}));
const ProgressChart = lazy(async () => ({
  default: (await import('@/features/insights/components/insights-charts')).ProgressChart,
}));

interface ChartPanelProps {
  title: string;
  /** One sentence saying what the chart shows, read before the chart or table. */
  summary: string;
  kind: 'bars' | 'progress';
  rows: readonly ChartRow[];
  labelHeader: string;
  valueHeader: string;
  formatValue?: (value: number) => string;
}

/**
 * A titled chart with its summary and the same figures as a table: hidden for the eyes (but
 * read by screen readers) until "Show as table" swaps the drawing for it.
 */
export function ChartPanel({
  title,
  summary,
  kind,
  rows,
  labelHeader,
  valueHeader,
  formatValue,
}: ChartPanelProps) {
  const { t, i18n } = useTranslation('insights');
  const format = useFormatters();
  const [isTable, setIsTable] = useState(false);
  const id = useId();
  const formatted = formatValue ?? ((value: number) => format.number(value));
  const Chart = kind === 'bars' ? BarsChart : ProgressChart;
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-line bg-raised p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={id} className="font-semibold">
          {title}
        </h3>
        <button
          type="button"
          aria-pressed={isTable}
          onClick={() => setIsTable((shown) => !shown)}
          className={buttonClasses('secondary', 'md', 'h-8 px-3 text-xs')}
        >
          {isTable ? t('charts.showChart') : t('charts.showTable')}
        </button>
      </div>
      <p className="mt-1 text-sm text-muted">{summary}</p>
      {isTable ? null : (
        <div className="mt-4">
          <Suspense
            fallback={
              <div className="h-56 rounded-xl bg-surface motion-safe:animate-pulse">
                <span className="sr-only">{t('charts.loading')}</span>
              </div>
            }
          >
            <Chart
              rows={rows}
              valueName={valueHeader}
              isRtl={i18n.dir() === 'rtl'}
              formatValue={formatted}
            />
          </Suspense>
        </div>
      )}
      <div className={isTable ? 'mt-4 max-h-80 overflow-auto' : 'sr-only'}>
        <table className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-line text-start">
              <th scope="col" className="py-1 text-start font-medium">
                {labelHeader}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {valueHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-line/60">
                <th scope="row" className="py-1 text-start font-normal">
                  {row.label}
                </th>
                <td className="py-1 text-end tabular-nums">{formatted(row.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
