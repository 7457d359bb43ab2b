import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/ui/button-styles';

interface ChartOrTableProps {
  title: string;
  /** One sentence saying what the chart shows, read before the chart or table. */
  summary: string;
  /** The drawing, left out while the table is shown. */
  chart: ReactNode;
  /** The same figures as a table (with its own caption). */
  table: ReactNode;
}

/**
 * A titled insights card: its drawing, and the same figures as a table hidden for the eyes (but
 * read by screen readers) until "Show as table" swaps the drawing for it.
 */
export function ChartOrTable({ title, summary, chart, table }: ChartOrTableProps) {
  const { t } = useTranslation('insights');
  const [isTable, setIsTable] = useState(false);
  const id = useId();
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
      {isTable ? null : chart}
      <div className={isTable ? 'mt-4 max-h-80 overflow-auto' : 'sr-only'}>{table}</div>
    </section>
  );
}
