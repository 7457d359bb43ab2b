import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { cloneElement } from 'react';
import type * as Recharts from 'recharts';
import { describe, expect, it, vi } from 'vitest';
import { BreakdownChart, WeeklyChart } from '@/features/dashboard/components/dashboard-charts';
import { formatNumber } from '@/lib/format/formatters';

// jsdom lays nothing out, so the chart gets a fixed size instead of measuring its box.
vi.mock('recharts', async (importOriginal) => ({
  ...(await importOriginal<typeof Recharts>()),
  ResponsiveContainer: ({ children }: { children: ReactElement<object> }) =>
    cloneElement(children, { width: 400, height: 240 } as object),
}));

const arabic = (value: number) =>
  formatNumber(value, { language: 'ar', timeZone: 'UTC', currency: null, dateFormat: 'auto' });

const weeks = [
  { key: 'w1', label: 'أ', value: 2 },
  { key: 'w2', label: 'ب', value: 10 },
  { key: 'w3', label: 'ج', value: 4 },
];

/** The axis's tick labels, once recharts has drawn them (it lays out in an effect). */
async function ticks(container: HTMLElement, axis: string) {
  await vi.waitFor(() => expect(tickTexts(container, axis).length).toBeGreaterThan(0));
  return tickTexts(container, axis);
}

const tickTexts = (container: HTMLElement, axis: string) =>
  [...container.querySelectorAll(`.recharts-${axis}-tick-labels text`)].map((text) => ({
    text: text.textContent ?? '',
    x: Number(text.getAttribute('x')),
    anchor: text.getAttribute('text-anchor'),
  }));

describe('WeeklyChart', () => {
  it('in Arabic puts the first week on the right and the value axis on the right, in Arabic-Indic digits', async () => {
    const { container } = render(
      <WeeklyChart data={weeks} valueName="steps" isRtl formatValue={arabic} />,
    );
    const labels = await ticks(container, 'xAxis');
    expect(labels.map(({ text }) => text)).toEqual(['أ', 'ب', 'ج']);
    expect(labels[0]!.x).toBeGreaterThan(labels[2]!.x);

    const values = await ticks(container, 'yAxis');
    expect(values.length).toBeGreaterThan(1);
    for (const { text, x } of values) {
      expect(text).toMatch(/^[٠-٩]+$/);
      expect(x).toBeGreaterThan(labels[0]!.x);
    }
  });

  it('keeps the first week on the left and Western digits in English', async () => {
    const english = (value: number) =>
      formatNumber(value, { language: 'en', timeZone: 'UTC', currency: null, dateFormat: 'auto' });
    const { container } = render(
      <WeeklyChart data={weeks} valueName="steps" isRtl={false} formatValue={english} />,
    );
    const labels = await ticks(container, 'xAxis');
    expect(labels[0]!.x).toBeLessThan(labels[2]!.x);
    for (const { text } of await ticks(container, 'yAxis')) expect(text).toMatch(/^[0-9]+$/);
  });
});

describe('BreakdownChart', () => {
  it('in Arabic draws the labels on the right, anchored away from the bars that grow leftwards', async () => {
    const { container } = render(
      <BreakdownChart data={weeks} valueName="journeys" isRtl formatValue={arabic} />,
    );
    const labels = await ticks(container, 'yAxis');
    expect(labels).toHaveLength(3);
    for (const { x, anchor } of labels) {
      expect(anchor).toBe('end');
      // The plot ends at 400 - 8 (margin) - 110 (label column) = 282; labels begin past it.
      expect(x).toBeGreaterThanOrEqual(282);
    }
  });
});
