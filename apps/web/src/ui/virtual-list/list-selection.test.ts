import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  isAllSelected,
  moveTo,
  selectOnly,
  selectRangeTo,
  toggleAt,
} from '@/ui/virtual-list/list-selection';
import { nextSort, sortItems } from '@/ui/virtual-list/list-sort';

const ids = ['a', 'b', 'c', 'd', 'e'];

describe('list selection', () => {
  it('keeps the active row inside the list', () => {
    expect(moveTo(emptySelection, ids, -3).activeIndex).toBe(0);
    expect(moveTo(emptySelection, ids, 99).activeIndex).toBe(4);
  });

  it('extends from the anchor when moving with Shift, in either direction', () => {
    const start = selectOnly(ids, 2);
    expect([...moveTo(start, ids, 4, { extend: true }).selected]).toEqual(['c', 'd', 'e']);
    expect([...moveTo(start, ids, 0, { extend: true }).selected]).toEqual(['a', 'b', 'c']);
  });

  it('toggles a row in and out and moves the anchor there', () => {
    const once = toggleAt(selectOnly(ids, 0), ids, 3);
    expect([...once.selected]).toEqual(['a', 'd']);
    expect(once.anchorIndex).toBe(3);
    expect([...toggleAt(once, ids, 0).selected]).toEqual(['d']);
    expect([...selectRangeTo(once, ids, 4).selected]).toEqual(['d', 'e']);
  });

  it('knows when everything is selected', () => {
    expect(isAllSelected({ ...emptySelection, selected: new Set(ids) }, ids)).toBe(true);
    expect(isAllSelected(emptySelection, [])).toBe(false);
  });
});

describe('list sort', () => {
  it('sorts ascending first, then flips', () => {
    expect(nextSort(null, 'name')).toEqual({ columnId: 'name', direction: 'ascending' });
    expect(nextSort({ columnId: 'name', direction: 'ascending' }, 'name').direction).toBe(
      'descending',
    );
    expect(nextSort({ columnId: 'name', direction: 'descending' }, 'size').direction).toBe(
      'ascending',
    );
  });

  it('compares numbers as numbers and text naturally, empty values last, stably', () => {
    const items = [
      { n: 'Step 10', v: 2 },
      { n: 'Step 9', v: null },
      { n: 'step 1', v: 2 },
    ];
    expect(sortItems(items, (i) => i.n, 'ascending').map((i) => i.n)).toEqual([
      'step 1',
      'Step 9',
      'Step 10',
    ]);
    expect(sortItems(items, (i) => i.v, 'descending').map((i) => i.n)).toEqual([
      'Step 10',
      'step 1',
      'Step 9',
    ]);
  });
});
