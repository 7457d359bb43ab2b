/**
 * The set-up every bar and area chart shares (dashboard and insights): axis ticks, tooltip, and
 * the axes for either reading direction. Plain props for recharts' components, so this module
 * does not pull recharts into whatever imports it; the charts themselves stay in their features'
 * own lazy chunks.
 */

type FormatValue = (value: number) => string;

export const axisTick = { stroke: 'var(--wm-muted)', fontSize: 12 };

/** The tooltip's card and its figures in the page's digits. */
export const tooltipProps = (formatValue: FormatValue) => ({
  contentStyle: {
    background: 'var(--wm-raised)',
    border: '1px solid var(--wm-border)',
    borderRadius: 8,
    color: 'var(--wm-fg)',
  },
  formatter: (value: unknown) => (typeof value === 'number' ? formatValue(value) : String(value)),
});

/** The band behind a hovered bar. */
export const barCursor = { fill: 'var(--wm-surface)' };

/** The label axis, mirrored in right-to-left languages (time runs from the right). */
export const timeAxis = (isRtl: boolean) =>
  ({
    dataKey: 'label',
    tick: axisTick,
    tickLine: false,
    axisLine: false,
    interval: 'preserveStartEnd',
    reversed: isRtl,
  }) as const;

/**
 * The count axis, on the reading side's start. SVG text inherits the page's direction, so a
 * label's `start` is its right edge in Arabic: anchored on the side facing the axis line, away
 * from the bars, whatever the direction.
 */
export const valueAxis = (isRtl: boolean, formatValue: FormatValue) =>
  ({
    allowDecimals: false,
    orientation: isRtl ? 'right' : 'left',
    tick: { ...axisTick, textAnchor: 'end' },
    tickFormatter: formatValue,
    tickLine: false,
    axisLine: false,
  }) as const;
