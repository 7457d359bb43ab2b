import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { barCursor, timeAxis, tooltipProps, valueAxis } from '@/ui/chart-setup';

interface TimeBarChartProps {
  rows: readonly { label: string; value: number }[];
  valueName: string;
  isRtl: boolean;
  formatValue: (value: number) => string;
  /** The drawing's height, a Tailwind class. */
  heightClass: 'h-56' | 'h-64';
  margin: { top: number; right: number; bottom: number; left: number };
  /** The rounding of each bar's top corners. */
  radius: number;
  /** Drawn on the bars, e.g. their values. */
  children?: ReactNode;
}

/**
 * Vertical bars along a time or category axis, mirrored in right-to-left languages: the
 * dashboard's weeks and insights' weeks, weekdays and hours. Imported only by the charts'
 * own lazy chunks, so recharts stays out of the first load. Hidden from screen readers: each
 * chart has its table.
 */
export function TimeBarChart({
  rows,
  valueName,
  isRtl,
  formatValue,
  heightClass,
  margin,
  radius,
  children,
}: TimeBarChartProps) {
  return (
    <div aria-hidden="true" className={`${heightClass} w-full`}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...rows]} accessibilityLayer={false} margin={margin}>
          <CartesianGrid vertical={false} stroke="var(--wm-border)" />
          <XAxis {...timeAxis(isRtl)} />
          <YAxis {...valueAxis(isRtl, formatValue)} />
          <Tooltip cursor={barCursor} {...tooltipProps(formatValue)} />
          <Bar
            dataKey="value"
            name={valueName}
            fill="var(--wm-brand)"
            radius={[radius, radius, 0, 0]}
            isAnimationActive={false}
          >
            {children}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
