import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartDatum } from '@/features/dashboard/lib/chart-data';

/**
 * The dashboard's charts. This module (and recharts with it) is its own chunk, loaded only
 * once the dashboard has data; the figures are also in tables for screen readers, so the
 * drawings themselves are hidden from them.
 */

const palette = [
  '#6366f1',
  '#0ea5e9',
  '#10b981',
  '#f59e0b',
  '#ec4899',
  '#8b5cf6',
  '#14b8a6',
  '#ef4444',
  '#84cc16',
  '#64748b',
];

const axis = { stroke: 'var(--wm-muted)', fontSize: 12 };
const tooltipStyle = {
  background: 'var(--wm-raised)',
  border: '1px solid var(--wm-border)',
  borderRadius: 8,
  color: 'var(--wm-fg)',
};

interface ChartProps {
  data: readonly ChartDatum[];
  valueName: string;
}

export function WeeklyChart({ data, valueName }: ChartProps) {
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={[...data]}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        >
          <CartesianGrid vertical={false} stroke="var(--wm-border)" />
          <XAxis
            dataKey="label"
            tick={axis}
            tickLine={false}
            axisLine={false}
            interval="preserveStartEnd"
          />
          <YAxis allowDecimals={false} tick={axis} tickLine={false} axisLine={false} />
          <Tooltip cursor={{ fill: 'var(--wm-surface)' }} contentStyle={tooltipStyle} />
          <Bar
            dataKey="value"
            name={valueName}
            fill="var(--wm-brand)"
            radius={[6, 6, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Horizontal bars, one colour per value: statuses or categories. */
export function BreakdownChart({ data, valueName }: ChartProps) {
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
          margin={{ top: 0, right: 16, bottom: 0, left: 8 }}
        >
          <XAxis type="number" allowDecimals={false} hide />
          <YAxis
            type="category"
            dataKey="label"
            width={110}
            tick={axis}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip cursor={{ fill: 'var(--wm-surface)' }} contentStyle={tooltipStyle} />
          <Bar
            dataKey="value"
            name={valueName}
            radius={[0, 6, 6, 0]}
            maxBarSize={24}
            isAnimationActive={false}
          >
            {data.map((datum, index) => (
              <Cell key={datum.key} fill={palette[index % palette.length]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
