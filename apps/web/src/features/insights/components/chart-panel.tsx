import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartRow } from '@/features/insights/lib/chart-rows';
import { useFormatters } from '@/lib/format/use-formatters';
import { ChartOrTable } from '@/features/insights/components/chart-or-table';
import { AfterFirstPaint } from '@/ui/after-first-paint';

// recharts comes with this chunk, on demand: the first load never carries it.
const BarsChart = lazy(async () => ({
  default: (await import('@/features/insights/components/insights-charts')).BarsChart,
}));
const ProgressChart = lazy(async () => ({
  default: (await import('@/features/insights/components/insights-charts')).ProgressChart,
}));

export interface ChartPanelProps {
  title: string;
  /** One sentence saying what the chart shows, read before the chart or table. */
  summary: string;
  kind: 'bars' | 'progress';
  rows: readonly ChartRow[];
  labelHeader: string;
  valueHeader: string;
  formatValue?: (value: number) => string;
}

/** A titled chart (drawn on demand) with its summary and the same figures as a table. */
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
  const formatted = formatValue ?? ((value: number) => format.number(value));
  const Chart = kind === 'bars' ? BarsChart : ProgressChart;
  return (
    <ChartOrTable
      title={title}
      summary={summary}
      chart={
        <div className="mt-4">
          {/* After the page's figures have painted: a new screen shows them at once. */}
          <AfterFirstPaint
            placeholder={
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
          </AfterFirstPaint>
        </div>
      }
      table={
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
      }
    />
  );
}
