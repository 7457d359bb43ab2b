import {
  Bar,
  BarChart,
  Cell,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartDatum } from '@/features/dashboard/lib/chart-data';
import { axisTick, barCursor, tooltipProps } from '@/ui/chart-setup';
import { TimeBarChart } from '@/ui/time-bar-chart';

/**
 * The dashboard's charts. This module (and recharts with it) is its own chunk, loaded only
 * once the dashboard has data; the figures are also in tables for screen readers, so the
 * drawings themselves are hidden from them.
 */

// Trail colours (docs/DESIGN-SYSTEM.md): pine first, then hues that stay apart for common
// colour-vision deficiencies; each reads on both the light and the dark card.
const palette = [
  '#0f8a70',
  '#e8590c',
  '#3b82c4',
  '#c48a12',
  '#b4508c',
  '#6b7f3a',
  '#7c6fd0',
  '#c2453d',
  '#2f9fb0',
  '#8a7968',
];

/**
 * The value printed on each bar, so a chart reads without hovering; none on empty bars: a row
 * of zeros would hide the weeks that count.
 */
const valueLabels = (formatValue: (value: number) => string) => ({
  dataKey: 'value',
  style: { fill: 'var(--wm-fg)', fontSize: 12, fontWeight: 600 },
  formatter: (value: unknown) => (typeof value === 'number' && value > 0 ? formatValue(value) : ''),
});

interface ChartProps {
  data: readonly ChartDatum[];
  valueName: string;
  /** Right to left: the value axis and the category labels move to the right, bars run leftwards. */
  isRtl: boolean;
  /** The locale's number formatter, so axis ticks and tooltips share the page's digits. */
  formatValue: (value: number) => string;
}

/**
 * Where the axes go in either direction. SVG text inherits the page's direction, so a label's
 * `start` is its right edge in Arabic: anchors are chosen for the direction, else labels are
 * drawn over the bars.
 */
export function chartLayout(isRtl: boolean) {
  return {
    valueSide: isRtl ? ('right' as const) : ('left' as const),
    // Anchored on the side facing the axis line, away from the bars.
    labelAnchor: 'end' as const,
    // Room above the tallest bar for its value.
    weeklyMargin: isRtl
      ? { top: 24, right: -16, bottom: 0, left: 8 }
      : { top: 24, right: 8, bottom: 0, left: -16 },
    // Room beyond the longest bar for its value.
    breakdownMargin: isRtl
      ? { top: 0, right: 8, bottom: 0, left: 40 }
      : { top: 0, right: 40, bottom: 0, left: 8 },
    breakdownRadius: isRtl
      ? ([6, 0, 0, 6] as [number, number, number, number])
      : ([0, 6, 6, 0] as [number, number, number, number]),
  };
}

export function WeeklyChart({ data, ...chart }: ChartProps) {
  const { isRtl, formatValue } = chart;
  return (
    <TimeBarChart
      {...chart}
      rows={data}
      heightClass="h-64"
      margin={chartLayout(isRtl).weeklyMargin}
      radius={6}
    >
      <LabelList {...valueLabels(formatValue)} position="top" />
    </TimeBarChart>
  );
}

/** Horizontal bars, one colour per value: statuses or categories. */
export function BreakdownChart({ data, valueName, isRtl, formatValue }: ChartProps) {
  const layout = chartLayout(isRtl);
  return (
    <div
      aria-hidden="true"
      className="w-full"
      style={{ height: Math.max(120, data.length * 36 + 16) }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={[...data]}
          layout="vertical"
          accessibilityLayer={false}
          margin={layout.breakdownMargin}
        >
          <XAxis type="number" allowDecimals={false} hide reversed={isRtl} />
          <YAxis
            type="category"
            dataKey="label"
            width={110}
            orientation={layout.valueSide}
            tick={{ ...axisTick, textAnchor: layout.labelAnchor }}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip cursor={barCursor} {...tooltipProps(formatValue)} />
          <Bar
            dataKey="value"
            name={valueName}
            radius={layout.breakdownRadius}
            maxBarSize={24}
            isAnimationActive={false}
          >
            {data.map((datum, index) => (
              <Cell key={datum.key} fill={palette[index % palette.length]} />
            ))}
            <LabelList {...valueLabels(formatValue)} position={isRtl ? 'left' : 'right'} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
