import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartDatum } from '@/features/dashboard/lib/chart-data';
import { useFormatters } from '@/lib/format/use-formatters';
import { AfterFirstPaint } from '@/ui/after-first-paint';

// The chart library is loaded only here, on demand: never part of the first load.
const WeeklyChart = lazy(async () => ({
  default: (await import('@/features/dashboard/components/dashboard-charts')).WeeklyChart,
}));
const BreakdownChart = lazy(async () => ({
  default: (await import('@/features/dashboard/components/dashboard-charts')).BreakdownChart,
}));

export interface ChartCardProps {
  id: string;
  title: string;
  /** One sentence that says what the chart shows, read before the table. */
  summary: string;
  kind: 'weekly' | 'breakdown';
  data: readonly ChartDatum[];
  labelHeader: string;
  valueHeader: string;
}

/** A titled chart with its summary and, for screen readers, the same figures as a table. */
export function ChartCard({
  id,
  title,
  summary,
  kind,
  data,
  labelHeader,
  valueHeader,
}: ChartCardProps) {
  const { t, i18n } = useTranslation('journeys');
  const isRtl = i18n.dir() === 'rtl';
  const format = useFormatters();
  const Chart = kind === 'weekly' ? WeeklyChart : BreakdownChart;
  const loading = (
    <div className="h-48 rounded-xl bg-surface motion-safe:animate-pulse">
      <span className="sr-only">{t('dashboard.chartLoading')}</span>
    </div>
  );
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-line bg-raised p-5 shadow-sm"
    >
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      <p className="mt-1 text-sm text-muted">{summary}</p>
      <div className="mt-4">
        {/* recharts is the dashboard's heaviest code: it loads after the figures have painted. */}
        <AfterFirstPaint placeholder={loading}>
          <Chart
            data={data}
            valueName={valueHeader}
            isRtl={isRtl}
            formatValue={(value) => format.number(value)}
          />
        </AfterFirstPaint>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.key}>
              <th scope="row">{datum.label}</th>
              <td>{format.number(datum.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
