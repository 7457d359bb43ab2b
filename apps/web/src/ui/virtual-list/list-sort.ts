export type SortDirection = 'ascending' | 'descending';

export interface ListSort {
  columnId: string;
  direction: SortDirection;
}

export type SortValue = string | number | null;

/** Clicking a header sorts by it ascending; clicking the sorted header again flips it. */
export function nextSort(current: ListSort | null, columnId: string): ListSort {
  if (current?.columnId === columnId) {
    return {
      columnId,
      direction: current.direction === 'ascending' ? 'descending' : 'ascending',
    };
  }
  return { columnId, direction: 'ascending' };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Compares two values; empty (null) values go last whichever the direction. */
function compareValues(a: SortValue, b: SortValue, direction: SortDirection): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const order =
    typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(`${a}`, `${b}`);
  return direction === 'ascending' ? order : -order;
}

/** A stable sorted copy: equal rows keep their original order. */
export function sortItems<T>(
  items: readonly T[],
  valueOf: (item: T) => SortValue,
  direction: SortDirection,
): T[] {
  return items
    .map((item, index) => ({ item, index, value: valueOf(item) }))
    .sort((a, b) => compareValues(a.value, b.value, direction) || a.index - b.index)
    .map(({ item }) => item);
}
