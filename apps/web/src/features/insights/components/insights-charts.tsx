import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartRow } from '@/features/insights/lib/chart-rows';

/**
 * The insights charts. This module (and recharts with it) is its own chunk, loaded only by the
 * insights page and the journey panel once they have figures: never by the first load. The
 * drawings are hidden from screen readers; each chart has its table (chart-panel.tsx).
 * Time runs right to left in Arabic: the x axis is reversed and the value axis moves right.
 */

const axis = { stroke: 'var(--wm-muted)', fontSize: 12 };
const tooltipStyle = {
  background: 'var(--wm-raised)',
  border: '1px solid var(--wm-border)',
  borderRadius: 8,
  color: 'var(--wm-fg)',
};

export interface InsightsChartProps {
  rows: readonly ChartRow[];
  valueName: string;
  isRtl: boolean;
  formatValue: (value: number) => string;
}

const margin = (isRtl: boolean) =>
  isRtl ? { top: 12, right: -8, bottom: 0, left: 8 } : { top: 12, right: 8, bottom: 0, left: -8 };

const tooltipValue = (formatValue: (value: number) => string) => (value: unknown) =>
  typeof value === 'number' ? formatValue(value) : String(value);

/** The label axis, mirrored in right-to-left languages (time runs from the right). */
const timeAxis = (isRtl: boolean) =>
  ({
    dataKey: 'label',
    tick: axis,
    tickLine: false,
    axisLine: false,
    interval: 'preserveStartEnd',
    reversed: isRtl,
  }) as const;

/** The count axis, on the reading side's start. */
const valueAxis = (isRtl: boolean, formatValue: (value: number) => string) =>
  ({
    allowDecimals: false,
    orientation: isRtl ? 'right' : 'left',
    tick: { ...axis, textAnchor: 'end' },
    tickFormatter: formatValue,
    tickLine: false,
    axisLine: false,
  }) as const;

/** Vertical bars along a time or category axis. */
export function BarsChart({ rows, valueName, isRtl, formatValue }: InsightsChartProps) {
  return (
    <div aria-hidden="true" className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...rows]} accessibilityLayer={false} margin={margin(isRtl)}>
          <CartesianGrid vertical={false} stroke="var(--wm-border)" />
          <XAxis {...timeAxis(isRtl)} />
          <YAxis {...valueAxis(isRtl, formatValue)} />
          <Tooltip
            cursor={{ fill: 'var(--wm-surface)' }}
            contentStyle={tooltipStyle}
            formatter={tooltipValue(formatValue)}
          />
          <Bar
            dataKey="value"
            name={valueName}
            fill="var(--wm-brand)"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
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
          <Tooltip contentStyle={tooltipStyle} formatter={tooltipValue(formatValue)} />
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
