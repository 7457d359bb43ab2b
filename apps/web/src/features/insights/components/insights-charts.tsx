import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartRow } from '@/features/insights/lib/chart-rows';
import { timeAxis, tooltipProps, valueAxis } from '@/ui/chart-setup';
import { TimeBarChart } from '@/ui/time-bar-chart';

/**
 * The insights charts. This module (and recharts with it) is its own chunk, loaded only by the
 * insights page and the journey panel once they have figures: never by the first load. The
 * drawings are hidden from screen readers; each chart has its table (chart-panel.tsx).
 * Time runs right to left in Arabic: the x axis is reversed and the value axis moves right.
 */

export interface InsightsChartProps {
  rows: readonly ChartRow[];
  valueName: string;
  isRtl: boolean;
  formatValue: (value: number) => string;
}

const margin = (isRtl: boolean) =>
  isRtl ? { top: 12, right: -8, bottom: 0, left: 8 } : { top: 12, right: 8, bottom: 0, left: -8 };

/** Vertical bars along a time or category axis. */
export function BarsChart(props: InsightsChartProps) {
  return <TimeBarChart {...props} heightClass="h-56" margin={margin(props.isRtl)} radius={4} />;
}

/** Cumulative progress over time: an area that only rises. */
export function ProgressChart({ rows, valueName, isRtl, formatValue }: InsightsChartProps) {
  return (
    <div aria-hidden="true" className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={[...rows]} accessibilityLayer={false} margin={margin(isRtl)}>
          <CartesianGrid vertical={false} stroke="var(--wm-border)" />
          <XAxis {...timeAxis(isRtl)} />
          <YAxis {...valueAxis(isRtl, formatValue)} />
          <Tooltip {...tooltipProps(formatValue)} />
          <Area
            type="stepAfter"
            dataKey="value"
            name={valueName}
            stroke="var(--wm-brand)"
            fill="var(--wm-brand)"
            fillOpacity={0.2}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
