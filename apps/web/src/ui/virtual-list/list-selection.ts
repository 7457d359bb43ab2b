/**
 * Selection and focus of a list, as pure transitions over the ids in their shown order, so the
 * keyboard and mouse rules are tested without a browser. Selection is kept by id: re-sorting
 * the list keeps what was chosen.
 */
export interface ListSelection {
  /** The row keyboard commands act on (shown as focused), by index in the shown order. */
  activeIndex: number;
  /** Where a Shift-range starts: the last row clicked or toggled without Shift. */
  anchorIndex: number;
  selected: ReadonlySet<string>;
}

export const emptySelection: ListSelection = {
  activeIndex: 0,
  anchorIndex: 0,
  selected: new Set(),
};

export function clampIndex(index: number, count: number): number {
  if (count === 0) return 0;
  return Math.min(Math.max(index, 0), count - 1);
}

function rangeIds(ids: readonly string[], from: number, to: number): Set<string> {
  const [start, end] = from <= to ? [from, to] : [to, from];
  return new Set(ids.slice(start, end + 1));
}

/** Moves the active row; with `extend` (Shift held) the selection becomes anchor..new row. */
export function moveTo(
  state: ListSelection,
  ids: readonly string[],
  index: number,
  { extend = false }: { extend?: boolean } = {},
): ListSelection {
  const activeIndex = clampIndex(index, ids.length);
  if (!extend) return { ...state, activeIndex };
  return { ...state, activeIndex, selected: rangeIds(ids, state.anchorIndex, activeIndex) };
}

/** A plain click: only this row is selected and it becomes the anchor. */
export function selectOnly(ids: readonly string[], index: number): ListSelection {
  const id = ids[index];
  return {
    activeIndex: index,
    anchorIndex: index,
    selected: new Set(id === undefined ? [] : [id]),
  };
}

/** Ctrl/Cmd-click or Space: this row joins or leaves the selection and becomes the anchor. */
export function toggleAt(
  state: ListSelection,
  ids: readonly string[],
  index: number,
): ListSelection {
  const id = ids[index];
  if (id === undefined) return state;
  const selected = new Set(state.selected);
  if (selected.has(id)) selected.delete(id);
  else selected.add(id);
  return { activeIndex: index, anchorIndex: index, selected };
}

/** Shift-click or Shift+Space: everything from the anchor to this row, the anchor stays. */
export function selectRangeTo(
  state: ListSelection,
  ids: readonly string[],
  index: number,
): ListSelection {
  return { ...state, activeIndex: index, selected: rangeIds(ids, state.anchorIndex, index) };
}

export function selectAll(state: ListSelection, ids: readonly string[]): ListSelection {
  return { ...state, selected: new Set(ids) };
}

export function clearSelection(state: ListSelection): ListSelection {
  return { ...state, selected: new Set() };
}

export function isAllSelected(state: ListSelection, ids: readonly string[]): boolean {
  return ids.length > 0 && ids.every((id) => state.selected.has(id));
}
