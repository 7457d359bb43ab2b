import type { Dispatch, KeyboardEvent, SetStateAction } from 'react';
import {
  clearSelection,
  isAllSelected,
  moveTo,
  selectAll,
  selectRangeTo,
  toggleAt,
  type ListSelection,
} from '@/ui/virtual-list/list-selection';

interface ListKeyboardOptions {
  ids: readonly string[];
  selection: ListSelection;
  setSelection: Dispatch<SetStateAction<ListSelection>>;
  /** Rows per PageUp/PageDown: what fits in the viewport, measured when the key is pressed. */
  pageSize: () => number;
  /** Called after the active row moved, to scroll it into view. */
  onMoved: (index: number) => void;
  onActivate: (index: number) => void;
}

/**
 * The grid's keys, as in a file manager: arrows, Home/End and PageUp/PageDown move (Shift
 * extends the selection), Space toggles (Shift+Space selects a range), Ctrl/Cmd+A selects or
 * clears everything, Escape clears, Enter opens the active row.
 */
export function useListKeyboard({
  ids,
  selection,
  setSelection,
  pageSize,
  onMoved,
  onActivate,
}: ListKeyboardOptions) {
  return (event: KeyboardEvent<HTMLElement>) => {
    // Keys typed in the header's controls (the select-all box, sort buttons) are theirs.
    if (event.target !== event.currentTarget || ids.length === 0) return;
    const last = ids.length - 1;
    const current = selection.activeIndex;
    const targets: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: last,
      PageDown: current + pageSize(),
      PageUp: current - pageSize(),
    };
    const target = targets[event.key];
    if (target !== undefined) {
      event.preventDefault();
      const next = moveTo(selection, ids, target, { extend: event.shiftKey });
      setSelection(next);
      onMoved(next.activeIndex);
      return;
    }
    if (event.key === ' ') {
      event.preventDefault();
      setSelection(
        event.shiftKey ? selectRangeTo(selection, ids, current) : toggleAt(selection, ids, current),
      );
    } else if (event.key.toLowerCase() === 'a' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      setSelection(
        isAllSelected(selection, ids) ? clearSelection(selection) : selectAll(selection, ids),
      );
    } else if (event.key === 'Escape' && selection.selected.size > 0) {
      event.preventDefault();
      setSelection(clearSelection(selection));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onActivate(current);
    }
  };
}
