import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import {
  emptySelection,
  clampIndex,
  isAllSelected,
  type ListSelection,
  selectAll,
  clearSelection,
  selectOnly,
  toggleAt,
  selectRangeTo,
} from '@/ui/virtual-list/list-selection';
import { nextSort, sortItems, type ListSort, type SortValue } from '@/ui/virtual-list/list-sort';
import { useListKeyboard } from '@/ui/virtual-list/use-list-keyboard';
import { CheckMark } from '@/ui/check-mark';

/** Height of the sticky header row, in pixels (border included). */
const HEADER_HEIGHT = 41;

export interface VirtualColumn<T> {
  id: string;
  header: string;
  cell: (item: T) => ReactNode;
  /** Makes the column sortable by its header. */
  sortValue?: (item: T) => SortValue;
  /** A CSS grid track, e.g. `minmax(0,2fr)` or `6rem`. */
  width?: string;
  align?: 'start' | 'end';
}

/** Texts come from the page's namespace, so this component carries none of its own. */
export interface VirtualTableLabels {
  selectAll: string;
  selectedCount: (count: number) => string;
}

interface VirtualTableProps<T> {
  items: readonly T[];
  columns: readonly VirtualColumn<T>[];
  getId: (item: T) => string;
  label: string;
  labels: VirtualTableLabels;
  rowHeight?: number;
  /** Height of the scrolling body in pixels. */
  height?: number;
  initialSort?: ListSort | null;
  onSelectionChange?: (selected: ReadonlySet<string>) => void;
  /** Enter or a double click on a row. */
  onActivate?: (item: T) => void;
}

/**
 * A virtualized, sortable, multi-selectable grid: only the rows in view (plus a few) are in the
 * DOM, so 10,000 rows scroll like 20. Focus stays on the grid and `aria-activedescendant` names
 * the active row, so the keyboard keeps working while rows mount and unmount.
 */
export function VirtualTable<T>({
  items,
  columns,
  getId,
  label,
  labels,
  rowHeight = 44,
  height = 480,
  initialSort = null,
  onSelectionChange,
  onActivate,
}: VirtualTableProps<T>) {
  const gridId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [sort, setSort] = useState<ListSort | null>(initialSort);
  const [selection, setSelection] = useState<ListSelection>(emptySelection);

  const rows = useMemo(() => {
    const column = columns.find((c) => c.id === sort?.columnId);
    if (!sort || !column?.sortValue) return [...items];
    return sortItems(items, column.sortValue, sort.direction);
  }, [items, columns, sort]);
  const ids = useMemo(() => rows.map(getId), [rows, getId]);
  const activeIndex = clampIndex(selection.activeIndex, rows.length);

  // The virtualizer re-renders this component itself; nothing here relies on memoizing it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    // The sticky header sits above the rows inside the same scrolling grid.
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
  });

  useEffect(() => {
    onSelectionChange?.(selection.selected);
  }, [selection.selected, onSelectionChange]);

  const onKeyDown = useListKeyboard({
    ids,
    selection,
    setSelection,
    pageSize: () =>
      Math.max(
        1,
        Math.floor(((scrollRef.current?.clientHeight ?? height) - HEADER_HEIGHT) / rowHeight) - 1,
      ),
    onMoved: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
    onActivate: (index) => {
      const row = rows[index];
      if (row !== undefined) onActivate?.(row);
    },
  });

  const rowId = (index: number) => `${gridId}-row-${index}`;
  const template = columns.map((c) => c.width ?? 'minmax(0,1fr)').join(' ');
  const isEverythingSelected = isAllSelected(selection, ids);

  return (
    <div className="space-y-2">
      <div
        role="grid"
        id={gridId}
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-colcount={columns.length + 1}
        aria-multiselectable="true"
        aria-activedescendant={rows.length > 0 ? rowId(activeIndex) : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        // The focusable grid is itself the scrolling region, so the keyboard reaches it.
        ref={scrollRef}
        style={{ height: height + HEADER_HEIGHT }}
        className="group relative overflow-y-auto overscroll-contain rounded-xl border border-line bg-raised text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <div
          role="rowgroup"
          className="sticky top-0 z-10 border-b border-line bg-surface"
          style={{ height: HEADER_HEIGHT }}
        >
          <div
            role="row"
            aria-rowindex={1}
            className="grid h-full items-center"
            style={{ gridTemplateColumns: `2.75rem ${template}` }}
          >
            <div role="columnheader" className="flex justify-center">
              <input
                type="checkbox"
                aria-label={labels.selectAll}
                checked={isEverythingSelected}
                onChange={() =>
                  setSelection((current) =>
                    isEverythingSelected ? clearSelection(current) : selectAll(current, ids),
                  )
                }
                className="size-4 accent-(--wm-brand)"
              />
            </div>
            {columns.map((column) => {
              const direction = sort?.columnId === column.id ? sort.direction : undefined;
              return (
                <div
                  key={column.id}
                  role="columnheader"
                  aria-sort={column.sortValue ? (direction ?? 'none') : undefined}
                  className={cx('px-3 py-2 font-medium', column.align === 'end' && 'text-end')}
                >
                  {column.sortValue ? (
                    <button
                      type="button"
                      onClick={() => {
                        setSort((current) => nextSort(current, column.id));
                        setSelection((current) => ({ ...current, activeIndex: 0, anchorIndex: 0 }));
                        virtualizer.scrollToOffset(0);
                      }}
                      className="inline-flex items-center gap-1 rounded px-1 py-0.5 hover:bg-raised focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {column.header}
                      <SortIcon direction={direction} />
                    </button>
                  ) : (
                    column.header
                  )}
                </div>
              );
            })}
          </div>
        </div>
        <div role="rowgroup" className="select-none">
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((virtualRow) => {
              const row = rows[virtualRow.index];
              if (row === undefined) return null;
              const isSelected = selection.selected.has(ids[virtualRow.index] ?? '');
              const isActive = virtualRow.index === activeIndex;
              return (
                <div
                  key={ids[virtualRow.index]}
                  id={rowId(virtualRow.index)}
                  role="row"
                  aria-rowindex={virtualRow.index + 2}
                  aria-selected={isSelected}
                  onClick={(event) => {
                    const index = virtualRow.index;
                    const isRange = event.shiftKey;
                    const isToggle = event.ctrlKey || event.metaKey;
                    setSelection((current) =>
                      isRange
                        ? selectRangeTo(current, ids, index)
                        : isToggle
                          ? toggleAt(current, ids, index)
                          : selectOnly(ids, index),
                    );
                  }}
                  onDoubleClick={() => onActivate?.(row)}
                  className={cx(
                    'absolute inset-x-0 top-0 grid cursor-default items-center border-b border-line/70',
                    isSelected ? 'bg-brand-soft' : 'hover:bg-surface',
                    isActive && 'group-focus:shadow-[inset_0_0_0_2px_var(--wm-ring)]',
                  )}
                  style={{
                    height: rowHeight,
                    transform: `translateY(${virtualRow.start - HEADER_HEIGHT}px)`,
                    gridTemplateColumns: `2.75rem ${template}`,
                  }}
                >
                  <div role="gridcell" className="flex justify-center">
                    <CheckMark isChecked={isSelected} tone="brand" />
                  </div>
                  {columns.map((column) => (
                    <div
                      key={column.id}
                      role="gridcell"
                      className={cx(
                        'truncate px-3',
                        column.align === 'end' && 'text-end tabular-nums',
                      )}
                    >
                      {column.cell(row)}
                    </div>
                  ))}
                </div>
              );
            })}
          </div>
        </div>
      </div>
      <p aria-live="polite" className="text-sm text-muted">
        {labels.selectedCount(selection.selected.size)}
      </p>
    </div>
  );
}

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  const Icon =
    direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <Icon
      aria-hidden="true"
      className={cx('size-3.5', direction ? 'text-brand-text' : 'text-muted')}
    />
  );
}
